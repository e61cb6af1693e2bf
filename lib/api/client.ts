/** An error answered by our API: `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The record as stored now, which a write refused as stale (409) answers (`error.current`); undefined for any other failure. */
export const staleCurrent = (error: unknown): unknown => (error instanceof ApiError && error.status === 409 ? error.details?.current : undefined);

/** Whether a failed read is worth trying again: a failure of the server or the network, not an answer that what was asked for is not there (or not the user's). */
export const isWorthRetrying = (error: unknown) => !(error instanceof ApiError && error.status < 500);

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A read answered 401: the session ended (signed out, everywhere or here,
 * expired). The page is loaded again, and the proxy sends a visitor without a
 * session where it sends everyone: to sign in, with the way back to this page.
 * The read never settles, so the screen stays as it was rather than showing a
 * connection error meanwhile.
 */
function afterSessionEnded(): Promise<never> {
  window.location.reload();
  return new Promise<never>(() => undefined);
}

/**
 * Calls the app's own API with the session cookie; throws ApiError for any
 * answer that is not 2xx, except a read answered 401 in the browser, which
 * goes to sign in (a write's 401 is thrown, so its form keeps what was typed).
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const res = await fetch(path, {
    method,
    headers: options.body === undefined ? undefined : { "content-type": "application/json" },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: "same-origin",
  });
  if (res.status === 401 && method === "GET" && typeof window !== "undefined") return afterSessionEnded();
  const text = await res.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!res.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null)?.error;
    const { code, message, fields, ...details } = error ?? {};
    // An answer without both is not the API's own (a proxy's page, say): it explains nothing.
    throw new ApiError(res.status, (message && code) || "unknown", message || `Request failed (${res.status}).`, fields, details);
  }
  return payload as T;
}

/** `base` with the parameters that have a value as its query string; blank ones are left out. */
export function apiPath(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query.size ? `${base}?${query}` : base;
}

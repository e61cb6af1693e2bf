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

/** Whether a failed read is worth trying again: a failure of the server or the network, not an answer that what was asked for is not there (or not the user's). */
export const isWorthRetrying = (error: unknown) => !(error instanceof ApiError && error.status < 500);

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the app's own API with the session cookie; throws ApiError for any answer that is not 2xx. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await fetch(path, {
    method: options.method ?? "GET",
    headers: options.body === undefined ? undefined : { "content-type": "application/json" },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: "same-origin",
  });
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
    throw new ApiError(res.status, code ?? "unknown", message ?? `Request failed (${res.status}).`, fields, details);
  }
  return payload as T;
}

/** `base` with the parameters that have a value as its query string; blank ones are left out. */
export function apiPath(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query.size ? `${base}?${query}` : base;
}

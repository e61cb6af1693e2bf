/**
 * Sign-in and sign-out in the browser through next-auth's own endpoints
 * (`/api/auth/csrf`, `/api/auth/callback/:provider`, `/api/auth/signout`), as
 * `next-auth/react` calls them, without shipping that client and its runtime
 * helpers to every page. The app reads sessions on the server only.
 */

import { getQueryClient } from "./api/query-client";

const AUTH_BASE = "/api/auth";

async function csrfToken(): Promise<string> {
  const res = await fetch(`${AUTH_BASE}/csrf`, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`Sign-in is not available (${res.status}).`);
  const { csrfToken: token } = (await res.json()) as { csrfToken?: string };
  if (!token) throw new Error("Sign-in is not available.");
  return token;
}

async function post(path: string, fields: Record<string, string>, callbackUrl: string): Promise<{ res: Response; url: string | undefined }> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), callbackUrl, json: "true" });
  const res = await fetch(`${AUTH_BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  return { res, url: data.url };
}

export interface SignInResult {
  ok: boolean;
  /** next-auth's error code ("CredentialsSignin") or the message the provider threw; null on success. */
  error: string | null;
}

/** Signs in with a credentials-type provider without leaving the page; the session cookie is set by the answer. */
export async function signIn(provider: "credentials" | "handoff", fields: Record<string, string>): Promise<SignInResult> {
  const { res, url } = await post(`/callback/${encodeURIComponent(provider)}`, fields, window.location.href);
  if (!url) throw new Error(`Sign-in is not available (${res.status}).`);
  const error = new URL(url, window.location.href).searchParams.get("error");
  const ok = res.ok && !error;
  // The tab goes on without loading again: what was cached for whoever was signed in before goes.
  if (ok) getQueryClient().clear();
  return { ok, error };
}

/** Ends the session (next-auth's signOut event revokes it on the server), then loads `callbackUrl`. */
export async function signOut(callbackUrl: string): Promise<void> {
  const { url } = await post("/signout", {}, callbackUrl);
  window.location.href = url ?? callbackUrl;
}

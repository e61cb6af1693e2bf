// Stands for our own origin while a path is resolved; never sent anywhere.
const OWN_ORIGIN = "http://app.invalid";

/**
 * A path of our own to go back to after sign-in; anything else falls back.
 * The value is resolved the way a browser would resolve it (which drops tabs
 * and newlines and reads backslashes as slashes), must stay on our origin,
 * and keeps only its path and query.
 */
export function safeCallbackPath(value: unknown, fallback = "/app-central"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  // Control characters and backslashes have no place in our paths; browsers rewrite them.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  // A resolved path starting with "//" would leave our origin when used as a link.
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}`;
}

/** A same-site path to go back to after sign-in; anything else (other hosts, protocol-relative) falls back. */
export function safeCallbackPath(value: unknown, fallback = "/app-central"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

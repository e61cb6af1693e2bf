import "server-only";

/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): an
 * ASCII fallback with quotes, backslashes and control characters replaced,
 * and the exact name percent-encoded in `filename*`.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_") || "download";
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

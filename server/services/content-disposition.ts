import "server-only";
import { withoutUnsafeCharacters } from "@/lib/domain/documents";

/** The headers of a file answered for download: its type and size, never cached by shared caches, never sniffed. */
export function attachmentHeaders(file: { filename: string; mimeType: string; sizeBytes: number }, requestId: string): Record<string, string> {
  return {
    "content-type": file.mimeType,
    "content-length": String(file.sizeBytes),
    "content-disposition": attachmentDisposition(file.filename),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
    "x-request-id": requestId,
  };
}

/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): an
 * ASCII fallback with quotes, backslashes and control characters replaced,
 * and the name percent-encoded in `filename*`, without the control and
 * bidirectional characters that a name stored before they were dropped may
 * still hold.
 */
export function attachmentDisposition(stored: string): string {
  const filename = withoutUnsafeCharacters(stored);
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_") || "download";
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

import "server-only";
import { AppError } from "../errors";
import { maxUploadRequestBytes, uploadTooLarge } from "../upload-limit";

/** The most a JSON body may hold: far past any payload the schemas admit in practice, and a bound on what a request can make the server hold. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const limits = {
  json: { max: () => MAX_JSON_BODY_BYTES, tooLarge: () => new AppError("payload_too_large", "The request body is larger than the limit of 1 MB.") },
  multipart: { max: maxUploadRequestBytes, tooLarge: () => uploadTooLarge() },
};

/**
 * Reads a request's body whole, held to the limit of its kind as it arrives:
 * 413 before reading when the declared length is past it, and as soon as the
 * bytes that came are past it, so no body makes the server hold more.
 */
export async function readBodyCapped(req: Request, kind: "json" | "multipart"): Promise<Uint8Array> {
  const { max, tooLarge } = limits[kind];
  const limit = max();
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      // Not awaited: a copy's cancel settles only once the request's own body is cancelled too, which nothing reads now.
      void reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

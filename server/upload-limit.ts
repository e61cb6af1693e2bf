import "server-only";
import { DEFAULT_DOCUMENT_MAX_BYTES } from "@/lib/domain/documents";
import { serverEnv } from "./env";
import { AppError } from "./errors";

/** Room for the multipart boundaries and text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function maxDocumentBytes(): number {
  return serverEnv().DOCUMENT_MAX_BYTES ?? DEFAULT_DOCUMENT_MAX_BYTES;
}

/** The most an upload's whole request may hold: the file and what surrounds it. */
export const maxUploadRequestBytes = () => maxDocumentBytes() + MULTIPART_OVERHEAD;

export function uploadTooLarge(max = maxDocumentBytes()): AppError {
  return new AppError("payload_too_large", `The file is larger than the limit of ${Math.floor(max / (1024 * 1024))} MB.`);
}

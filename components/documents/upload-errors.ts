import { ApiError } from "@/lib/api/client";
import { isExplainedRefusal } from "@/lib/api/refusal";
import { documentMessages } from "@/lib/domain/documents";
import type { RowError } from "./upload-rows";

/**
 * What a failed upload says (spec 2 §8): a conflict in the server's own words
 * (a taken name is refused with the spec's text, a closed request or status
 * with its rule), a type the server does not take, or any other failure.
 */
export function creationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return isExplainedRefusal(error) ? error.message : documentMessages.createFailed;
    if (error.status === 415 || error.message.toLowerCase().includes("expected type")) return documentMessages.unsupportedType;
  }
  return documentMessages.createFailed;
}

/**
 * What a failed deletion says (spec 2 §8): the server's own refusal (a rule
 * such as the last document, with its title when it has one), or the generic
 * message when the server could not answer with one.
 */
export function deletionError(error: unknown): RowError {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== "unknown" && error.message) {
    const title = typeof error.details?.title === "string" && error.details.title ? error.details.title : undefined;
    return title ? { title, message: error.message } : { message: error.message };
  }
  return { message: documentMessages.deleteFailed };
}

/** What a failed hide or show says (spec 2 §8): the server's refusal, or the generic message. */
export function visibilityErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== "unknown" && error.message) return error.message;
  return documentMessages.visibilityFailed;
}

import { ApiError } from "./client";

/** What a form says above its fields when the server's own messages are shown beside them. */
export const FIX_HIGHLIGHTED_FIELDS = "Please correct the highlighted fields.";

/**
 * Whether the server explained why it did not do what was asked: an answer of
 * our API with its own code and message. A failure of the network, an answer
 * without a message (a proxy's page, say) and a failure of the server itself
 * (500, whose message says nothing about the request) explain nothing.
 */
export function isExplainedRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== "unknown" && error.code !== "internal" && error.message.trim() !== "";
}

/**
 * The message a refused or failed write shows: the server's own where it
 * explained the refusal, otherwise the form's generic text from the
 * specification (spec 1 §8, spec 3 §8). A 422's field messages are the
 * explanation: when the form shows them beside its fields (`fieldsShown`) it
 * points at them; when it could not, they are said here.
 */
export function refusalMessage(error: unknown, fallback: string, { fieldsShown = false }: { fieldsShown?: boolean } = {}): string {
  if (!isExplainedRefusal(error)) return fallback;
  const fieldMessages = [...new Set(Object.values(error.fields ?? {}).flat())];
  if (fieldsShown && fieldMessages.length) return FIX_HIGHLIGHTED_FIELDS;
  return [error.message, ...fieldMessages.filter((m) => m !== error.message)].join(" ");
}

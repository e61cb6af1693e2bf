import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { documentMessages } from "@/lib/domain/documents";
import { creationErrorMessage, deletionError, visibilityErrorMessage } from "./upload-errors";

describe("creationErrorMessage (spec 2 §8)", () => {
  it.each([
    ["a taken name (409)", new ApiError(409, "conflict", documentMessages.duplicate), documentMessages.duplicate],
    [
      "a request closed to supporting documents (409)",
      new ApiError(409, "conflict", "Supporting documents can be added only while the cancellation is requested; it is Cancellation Denied."),
      "Supporting documents can be added only while the cancellation is requested; it is Cancellation Denied.",
    ],
    [
      "a status the category is not uploaded in (409)",
      new ApiError(409, "conflict", "Quote documents cannot be uploaded while the application is Bound."),
      "Quote documents cannot be uploaded while the application is Bound.",
    ],
    ["a 409 that explains nothing", new ApiError(409, "unknown", "Request failed (409)."), documentMessages.createFailed],
    ["an unsupported type (415)", new ApiError(415, "unsupported_media_type", "Nope."), documentMessages.unsupportedType],
    ["a message containing 'expected type'", new ApiError(422, "unprocessable", documentMessages.notExpectedType), documentMessages.unsupportedType],
    ["any other refusal", new ApiError(413, "payload_too_large", "The file is larger than the limit of 25 MB."), documentMessages.createFailed],
    ["a server failure", new ApiError(500, "internal", "Something went wrong."), documentMessages.createFailed],
    ["no answer at all", new ApiError(0, "network", "The upload could not reach the server."), documentMessages.createFailed],
    ["anything else thrown", new Error("boom"), documentMessages.createFailed],
  ])("%s", (_name, error, message) => expect(creationErrorMessage(error)).toBe(message));
});

describe("deletionError (spec 2 §8)", () => {
  it("gives the server's refusal with its title", () => {
    const error = new ApiError(409, "conflict", documentMessages.onlyDocument, undefined, { title: documentMessages.deletionNotAllowedTitle });
    expect(deletionError(error)).toEqual({ title: documentMessages.deletionNotAllowedTitle, message: documentMessages.onlyDocument });
  });
  it("gives the server's refusal without a title", () => {
    expect(deletionError(new ApiError(409, "conflict", documentMessages.lastAfterQuote))).toEqual({ message: documentMessages.lastAfterQuote });
  });
  it.each([
    ["a server failure", new ApiError(500, "internal", "Something went wrong.")],
    ["an answer without a message", new ApiError(502, "unknown", "Request failed (502).")],
    ["a 4xx without a JSON error", new ApiError(404, "unknown", "Request failed (404).")],
    ["a network failure", new TypeError("Failed to fetch")],
  ])("falls back to the generic message on %s", (_name, error) => expect(deletionError(error)).toEqual({ message: documentMessages.deleteFailed }));
});

describe("visibilityErrorMessage (spec 2 §8)", () => {
  it("gives the server's refusal", () =>
    expect(visibilityErrorMessage(new ApiError(403, "forbidden", "Only underwriters may hide documents."))).toBe("Only underwriters may hide documents."));
  it("falls back to the generic message", () => {
    expect(visibilityErrorMessage(new ApiError(500, "internal", "Something went wrong."))).toBe(documentMessages.visibilityFailed);
    expect(visibilityErrorMessage(new TypeError("Failed to fetch"))).toBe(documentMessages.visibilityFailed);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch } from "./client";
import { FIX_HIGHLIGHTED_FIELDS, isExplainedRefusal, refusalMessage } from "./refusal";

const GENERIC = "An error occurred while creating the submission.";

/** The error apiFetch throws for this answer, or for no answer at all. */
async function failureOf(answer: { status: number; body: string } | "network"): Promise<unknown> {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (answer === "network") throw new TypeError("Failed to fetch");
      return new Response(answer.body, { status: answer.status });
    }),
  );
  return apiFetch("/api/submission", { method: "POST", body: {} }).then(
    () => expect.unreachable("the write should fail"),
    (error: unknown) => error,
  );
}

const answer = (status: number, error: Record<string, unknown>) => ({ status, body: JSON.stringify({ error }) });

afterEach(() => vi.unstubAllGlobals());

describe("refusalMessage: the server's own message, the form's generic text only when the server explained nothing", () => {
  it.each([
    ["a cross-site refusal (403)", answer(403, { code: "forbidden", message: "Cross-site requests are not allowed." }), "Cross-site requests are not allowed."],
    [
      "a stale write (409)",
      answer(409, { code: "conflict", message: "The submission was changed by someone else. Reload it and try again." }),
      "The submission was changed by someone else. Reload it and try again.",
    ],
    [
      "a throttled write (429)",
      answer(429, { code: "too_many_requests", message: "Too many requests. Please wait a moment.", retryAfterSeconds: 5 }),
      "Too many requests. Please wait a moment.",
    ],
    [
      "an unavailable database (503)",
      answer(503, { code: "service_unavailable", message: "The service is temporarily unavailable. Please try again in a moment." }),
      "The service is temporarily unavailable. Please try again in a moment.",
    ],
  ])("%s shows the server's message", async (_, sent, shown) => {
    const error = await failureOf(sent);
    expect(isExplainedRefusal(error)).toBe(true);
    expect(refusalMessage(error, GENERIC)).toBe(shown);
  });

  it.each([
    ["no answer (the network failed)", "network" as const],
    ["an answer that is not the API's (a proxy's page)", { status: 502, body: "<html>Bad gateway</html>" }],
    ["an error without a message", answer(403, { code: "forbidden" })],
    ["a blank message", answer(409, { code: "conflict", message: "  " })],
    [
      "the server's own failure (500), which says nothing about the request",
      answer(500, { code: "internal", message: "Something went wrong, please try again later." }),
    ],
  ])("%s shows the form's generic text", async (_, sent) => {
    const error = await failureOf(sent);
    expect(isExplainedRefusal(error)).toBe(false);
    expect(refusalMessage(error, GENERIC)).toBe(GENERIC);
  });

  it("a failure that is not an answer at all (a form's rules failing to load) shows the generic text", () => {
    expect(refusalMessage(new Error("Loading chunk failed"), GENERIC)).toBe(GENERIC);
    expect(refusalMessage(undefined, GENERIC)).toBe(GENERIC);
  });

  it("a 422's field messages point at the fields when the form shows them there", async () => {
    const error = await failureOf(
      answer(422, { code: "unprocessable", message: "Invalid request body.", fields: { "companyInfo.phoneNumber": ["Phone number must be 10 digits."] } }),
    );
    expect(refusalMessage(error, GENERIC, { fieldsShown: true })).toBe(FIX_HIGHLIGHTED_FIELDS);
  });

  it("a 422's field messages are said with the message when the form has no such fields, each once", async () => {
    const error = await failureOf(
      answer(422, {
        code: "unprocessable",
        message: "Invalid request body.",
        fields: { "companyInfo.mailingAddress.zip": ["Please enter missing info."], "companyInfo.mailingAddress.city": ["Please enter missing info."] },
      }),
    );
    expect(refusalMessage(error, GENERIC)).toBe("Invalid request body. Please enter missing info.");
  });

  it("a 422 without fields is its message, whether or not the form has fields", async () => {
    const error = await failureOf(answer(422, { code: "unprocessable", message: "A value is out of range or not valid text." }));
    expect(refusalMessage(error, GENERIC, { fieldsShown: true })).toBe("A value is out of range or not valid text.");
  });
});

// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { staleRefusalBasis, useSaveBasis } from "./save-basis";

const made = "2026-11-20T09:00:00.000Z";
const savedSince = "2026-11-22T15:30:00.000Z";
const STALE = "This submission was changed by someone else since you loaded it. Reload it to see the changes.";
const staleAnswer = (updatedDate: string) => new ApiError(409, "conflict", STALE, undefined, { current: { submissionID: "s1", updatedDate } });

describe("staleRefusalBasis", () => {
  it("answers the updatedDate of the record a refusal as stale carries", () => expect(staleRefusalBasis(staleAnswer(savedSince))).toBe(savedSince));

  it.each([
    ["a 409 without the record (a status refusal)", new ApiError(409, "conflict", "Not editable.")],
    ["a refusal of the fields", new ApiError(422, "unprocessable", "Invalid request body.", { "companyInfo.zip": ["Please enter a valid ZIP code."] })],
    ["a failure of the network", new TypeError("Failed to fetch")],
  ])("answers null for %s", (_name, error) => expect(staleRefusalBasis(error)).toBeNull());
});

describe("useSaveBasis (a kept insured form or business types draft)", () => {
  it("bases a form opened from a kept draft on the read the draft was made from, not on a newer read", () => {
    const { result, rerender } = renderHook(({ lastRead }) => useSaveBasis<string>(made, lastRead), { initialProps: { lastRead: savedSince } });
    expect(result.current.basis).toBe(made);
    rerender({ lastRead: "2026-11-23T08:00:00.000Z" });
    expect(result.current.basis).toBe(made);
  });

  it("bases a form opened from the saved record on the record as last read", () => {
    const { result, rerender } = renderHook(({ lastRead }) => useSaveBasis<string | null>(undefined, lastRead), { initialProps: { lastRead: made } });
    expect(result.current.basis).toBe(made);
    rerender({ lastRead: savedSince });
    expect(result.current.basis).toBe(savedSince);
  });

  it("moves onto the record as it now is once a save was refused as stale, and says so", () => {
    const { result } = renderHook(() => useSaveBasis<string>(made, made));
    let stale = false;
    act(() => {
      stale = result.current.refused(staleAnswer(savedSince));
    });
    expect(stale).toBe(true);
    expect(result.current.basis).toBe(savedSince);
  });

  it("keeps its basis after any other failure", () => {
    const { result } = renderHook(() => useSaveBasis<string>(made, savedSince));
    let stale = true;
    act(() => {
      stale = result.current.refused(new ApiError(429, "too_many_requests", "Too many requests. Please wait a moment."));
    });
    expect(stale).toBe(false);
    expect(result.current.basis).toBe(made);
  });
});

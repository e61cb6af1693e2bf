// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { emptyDraft } from "@/lib/forms/endorsement-draft";
import { useAppStore } from "@/lib/state/app-store";
import { useEndorsementDraft } from "./draft";

const storedCopy = (value: unknown) => useAppStore.setState({ hydrated: true, endorsements: { a1: value } as never });

afterEach(() => useAppStore.setState({ hydrated: false, endorsements: {} }));

describe("useEndorsementDraft", () => {
  it("reads the browser's copy back through the draft schema, once it has loaded", async () => {
    const copy = { submissionID: "s1", companyInfo: { dba: { value: "New Name", prevValue: "Old", effectiveDate: "2026-12-01" } } };
    storedCopy(copy);
    const { result } = renderHook(() => useEndorsementDraft("a1", "s1"));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.draft).toEqual({ ...copy, businessTypeValues: [], applicationAnswers: [] });
  });

  it("a copy that is not a draft, or another submission's, counts as none", async () => {
    storedCopy({ submissionID: "s1", businessTypeValues: "not a list" });
    const broken = renderHook(() => useEndorsementDraft("a1", "s1"));
    await waitFor(() => expect(broken.result.current.ready).toBe(true));
    expect(broken.result.current.draft).toEqual(emptyDraft("s1"));

    storedCopy({ submissionID: "s2" });
    const other = renderHook(() => useEndorsementDraft("a1", "s1"));
    await waitFor(() => expect(other.result.current.ready).toBe(true));
    expect(other.result.current.draft).toEqual(emptyDraft("s1"));
  });

  it("is ready at once without a copy, and takes what it saves as it is", () => {
    useAppStore.setState({ hydrated: true });
    const { result } = renderHook(() => useEndorsementDraft("a1", "s1"));
    expect(result.current).toMatchObject({ ready: true, draft: emptyDraft("s1") });
    const next = { ...emptyDraft("s1"), businessTypeValues: [{ id: "bt", title: "Roofing", value: 40, prevValue: 30, effectiveDate: null }] };
    act(() => result.current.save(next));
    expect(result.current).toMatchObject({ ready: true });
    expect(result.current.draft).toBe(next);
  });
});

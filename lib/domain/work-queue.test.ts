import { describe, expect, it } from "vitest";
import { requestQueueSortKeys, workQueueSortKeys } from "@/lib/domain/list-sorts/work-queue";
import { requestTarget, sortOfTab, waitingTime } from "./work-queue";

describe("waitingTime", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it.each([
    ["2026-11-23T12:00:00Z", "0 min"],
    ["2026-11-23T11:25:00Z", "35 min"],
    ["2026-11-23T07:00:00Z", "5 h"],
    ["2026-11-21T13:00:00Z", "47 h"],
    ["2026-11-20T12:00:00Z", "3 d"],
    ["2026-11-24T12:00:00Z", "0 min"],
  ])("since %s: %s", (since, expected) => {
    expect(waitingTime(new Date(since), now)).toBe(expected);
  });
});

describe("requestTarget", () => {
  const base = { appID: "a1", submissionID: "s1", policyNo: "POL-7" };
  it("opens a cancellation or reinstatement on the policy's summary, where the underwriter decides it", () => {
    expect(requestTarget({ ...base, kind: "cancellation", status: "CancellationRequested" })).toBe("/coverage/a1/summary");
    expect(requestTarget({ ...base, kind: "reinstatement", status: "ReinstatementRequested" })).toBe("/coverage/a1/summary");
  });
  it("opens an endorsement in its status's tab of the history, searched by its policy number", () => {
    expect(requestTarget({ ...base, kind: "endorsement", status: "BindRequested" })).toBe("/endorsement-history?status=BindRequested&search=POL-7");
    expect(requestTarget({ ...base, kind: "endorsement", status: "ApprovalRequested", policyNo: null })).toBe("/endorsement-history?status=ApprovalRequested");
  });
  it("opens a renewal in its own underwriting steps", () => {
    expect(requestTarget({ ...base, kind: "renewal", status: "Renewal" })).toBe("/submission/s1/coverage/a1");
  });
});

describe("sortOfTab", () => {
  it("reads the queue's one sort in a tab that has its column, and the longest waiting first in a tab that has not", () => {
    expect(sortOfTab({ key: "agent", direction: "desc" }, requestQueueSortKeys)).toEqual({ key: "agent", direction: "desc" });
    expect(sortOfTab({ key: "review", direction: "desc" }, workQueueSortKeys)).toEqual({ key: "review", direction: "desc" });
    expect(sortOfTab({ key: "review", direction: "desc" }, requestQueueSortKeys)).toEqual({ key: "waiting", direction: "desc" });
    expect(sortOfTab({ key: "policy", direction: "asc" }, workQueueSortKeys)).toEqual({ key: "waiting", direction: "desc" });
  });
});

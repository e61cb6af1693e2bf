import { describe, expect, it } from "vitest";
import { waitingTime } from "./work-queue";

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

import { describe, expect, it } from "vitest";
import { SESSION_MAX_AGE_MS, STORE_VERSION, isPersistedStateUsable } from "./persisted-state";

const now = Date.UTC(2026, 10, 22);
const day = 24 * 60 * 60 * 1000;

describe("persisted state (spec 1 §4, §9)", () => {
  it("uses store version 23 and 14 days", () => {
    expect(STORE_VERSION).toBe(23);
    expect(SESSION_MAX_AGE_MS).toBe(14 * day);
  });

  it.each([
    ["the same user within 14 days", { ownerID: "u1", lastSessionDate: now - 14 * day }, true],
    ["the same user yesterday", { ownerID: "u1", lastSessionDate: now - day }, true],
    ["more than 14 days without a session", { ownerID: "u1", lastSessionDate: now - 14 * day - 1 }, false],
    ["another user", { ownerID: "u2", lastSessionDate: now }, false],
    ["no session recorded", { ownerID: "u1", lastSessionDate: null }, false],
    ["no owner recorded", { ownerID: null, lastSessionDate: now }, false],
  ])("%s → %s", (_label, persisted, usable) => {
    expect(isPersistedStateUsable(persisted, { userID: "u1", now })).toBe(usable);
  });
});

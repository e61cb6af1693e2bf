import { describe, expect, it } from "vitest";
import {
  carrierAppetite,
  classCodesOf,
  evaluateAppetite,
  mayChooseCarrier,
  ruleMatches,
  type AppetiteCarrier,
  type AppetiteRisk,
  type AppetiteRule,
} from "./appetite";
import { appetiteBlocksSubmit, appetiteNote, appetiteNotes, NO_CARRIER_REASON, outOfAppetiteMessage, showsAppetite } from "./appetite-display";

const rule = (parts: Partial<AppetiteRule>): AppetiteRule => ({
  state: null,
  naicsPrefix: null,
  isoCglCode: null,
  decision: "declines",
  reason: "A reason.",
  effectiveFrom: null,
  effectiveTo: null,
  ...parts,
});

const roofing = { naicsCode: "238160", isoCglCode: "98678" };
const carpentry = { naicsCode: "238350", isoCglCode: "91341" };
const risk = (parts: Partial<AppetiteRisk> = {}): AppetiteRisk => ({
  state: "FL",
  classCodes: classCodesOf([roofing]),
  date: "2026-11-27",
  ...parts,
});

describe("ruleMatches: every condition a rule names must hold", () => {
  it.each([
    ["no condition", {}, risk(), true],
    ["the state", { state: "FL" }, risk(), true],
    ["another state", { state: "TX" }, risk(), false],
    ["a state, in lower case", { state: "fl" }, risk(), true],
    ["a state, the risk's unknown", { state: "FL" }, risk({ state: null }), false],
    ["the whole NAICS code", { naicsPrefix: "238160" }, risk(), true],
    ["a NAICS prefix", { naicsPrefix: "2381" }, risk(), true],
    ["a NAICS sector", { naicsPrefix: "23" }, risk(), true],
    ["another NAICS prefix", { naicsPrefix: "2383" }, risk(), false],
    ["a NAICS prefix, no class codes", { naicsPrefix: "23" }, risk({ classCodes: classCodesOf([]) }), false],
    ["a NAICS prefix never read as an ISO code", { naicsPrefix: "986" }, risk(), false],
    ["the ISO CGL code", { isoCglCode: "98678" }, risk(), true],
    ["another ISO CGL code", { isoCglCode: "98677" }, risk(), false],
    ["an ISO CGL code is whole, not a prefix", { isoCglCode: "9867" }, risk(), false],
    ["one of several business types", { naicsPrefix: "238160" }, risk({ classCodes: classCodesOf([carpentry, roofing]) }), true],
    ["state and class, both hold", { state: "FL", naicsPrefix: "238160" }, risk(), true],
    ["state and class, the state does not", { state: "TX", naicsPrefix: "238160" }, risk(), false],
    ["state and class, the class does not", { state: "FL", naicsPrefix: "2383" }, risk(), false],
    ["from the day itself", { effectiveFrom: "2026-11-27" }, risk(), true],
    ["from a later day", { effectiveFrom: "2026-11-28" }, risk(), false],
    ["to the day itself", { effectiveTo: "2026-11-27" }, risk(), true],
    ["to an earlier day", { effectiveTo: "2026-11-26" }, risk(), false],
    ["within a window", { effectiveFrom: "2026-06-01", effectiveTo: "2026-11-30" }, risk(), true],
    ["after a window", { effectiveFrom: "2026-06-01", effectiveTo: "2026-11-30" }, risk({ date: "2026-12-01" }), false],
  ] as const)("%s", (_name, parts, r, expected) => {
    expect(ruleMatches(rule(parts), r)).toBe(expected);
  });
});

describe("carrierAppetite: out if a matching rule declines, a referral if one refers, else in", () => {
  const carrier = (rules: AppetiteRule[]): AppetiteCarrier => ({ id: "c1", name: "Keystone Indemnity", rules });
  it.each([
    ["no rules", [], "in", []],
    ["a rule that does not match", [rule({ state: "TX", reason: "Not here." })], "in", []],
    ["a matching writes rule", [rule({ decision: "writes", reason: "Writes roofing." })], "in", []],
    ["a matching referral", [rule({ decision: "refers", reason: "Refers roofing." })], "refer", ["Refers roofing."]],
    ["a matching decline", [rule({ reason: "Declines roofing." })], "out", ["Declines roofing."]],
    [
      "a decline beats a referral and a writes rule",
      [rule({ decision: "writes", reason: "W." }), rule({ decision: "refers", reason: "R." }), rule({ reason: "D." })],
      "out",
      ["D."],
    ],
    ["two declines, both said", [rule({ reason: "D1." }), rule({ state: "FL", reason: "D2." })], "out", ["D1.", "D2."]],
    ["the same sentence once", [rule({ reason: "D." }), rule({ state: "FL", reason: "D." })], "out", ["D."]],
    ["a decline outside its window", [rule({ effectiveTo: "2026-01-01", reason: "D." })], "in", []],
  ] as const)("%s", (_name, rules, decision, reasons) => {
    expect(carrierAppetite(carrier([...rules]), risk())).toEqual({ carrierID: "c1", name: "Keystone Indemnity", decision, reasons });
  });
});

describe("evaluateAppetite: the coverage's appetite from its carriers'", () => {
  const summit: AppetiteCarrier = {
    id: "summit",
    name: "Summit Mutual",
    rules: [rule({ naicsPrefix: "238160", reason: "Summit Mutual does not write roofing (NAICS 238160) in any state." })],
  };
  const keystone: AppetiteCarrier = {
    id: "keystone",
    name: "Keystone Indemnity",
    rules: [rule({ naicsPrefix: "238160", reason: "Keystone Indemnity does not write roofing (NAICS 238160) in any state." })],
  };
  const pioneer: AppetiteCarrier = {
    id: "pioneer",
    name: "Pioneer Casualty",
    rules: [
      rule({ state: "FL", naicsPrefix: "238160", reason: "Pioneer Casualty does not write roofing (NAICS 238160) in Florida." }),
      rule({ state: "TX", naicsPrefix: "238160", decision: "refers", reason: "Pioneer Casualty refers roofing (NAICS 238160) in Texas." }),
    ],
  };
  const carriers = [summit, keystone, pioneer];

  it.each([
    ["carpentry in Florida: every carrier writes it", risk({ classCodes: classCodesOf([carpentry]) }), "in", [], ["in", "in", "in"]],
    ["roofing in Arizona: one carrier writes it", risk({ state: "AZ" }), "in", [], ["out", "out", "in"]],
    [
      "roofing in Texas: the best is a referral",
      risk({ state: "TX" }),
      "refer",
      ["Pioneer Casualty refers roofing (NAICS 238160) in Texas."],
      ["out", "out", "refer"],
    ],
    [
      "roofing in Florida: every carrier declines",
      risk(),
      "out",
      [
        "Summit Mutual does not write roofing (NAICS 238160) in any state.",
        "Keystone Indemnity does not write roofing (NAICS 238160) in any state.",
        "Pioneer Casualty does not write roofing (NAICS 238160) in Florida.",
      ],
      ["out", "out", "out"],
    ],
  ] as const)("%s", (_name, r, decision, reasons, each) => {
    const appetite = evaluateAppetite(carriers, r);
    expect(appetite.decision).toBe(decision);
    expect(appetite.reasons).toEqual(reasons);
    expect(appetite.carriers.map((c) => c.decision)).toEqual(each);
    expect(appetite.carriers.map((c) => c.carrierID)).toEqual(["summit", "keystone", "pioneer"]);
  });

  it("a coverage without carriers is out, and says why", () => {
    expect(evaluateAppetite([], risk())).toEqual({ decision: "out", reasons: [NO_CARRIER_REASON], carriers: [] });
  });
});

describe("what the appetite allows", () => {
  it("refuses a submit with the first reason", () => {
    expect(outOfAppetiteMessage({ reasons: ["Summit Mutual does not write roofing (NAICS 238160) in any state.", "Other."] })).toBe(
      "No carrier writes this risk: Summit Mutual does not write roofing (NAICS 238160) in any state.",
    );
    expect(outOfAppetiteMessage({ reasons: [] })).toBe(`No carrier writes this risk: ${NO_CARRIER_REASON}`);
  });

  it.each([
    ["in", false, false],
    ["refer", false, false],
    ["out", false, true],
    ["out", true, false],
  ] as const)("a submit of a coverage %s (overridden: %s) is blocked: %s", (decision, overridden, blocked) => {
    expect(appetiteBlocksSubmit(decision, overridden)).toBe(blocked);
  });

  it.each([
    ["in", false, false, true],
    ["refer", false, false, true],
    ["out", false, false, false],
    ["out", true, false, true],
    ["out", false, true, true],
  ] as const)("a carrier %s (already chosen: %s, overridden: %s) may be chosen: %s", (decision, alreadyChosen, overridden, may) => {
    expect(mayChooseCarrier(decision, { alreadyChosen, overridden })).toBe(may);
  });
});

describe("what the screens show", () => {
  it.each([
    ["in", "InProgress", false],
    ["out", "NotStarted", true],
    ["out", "InProgress", true],
    ["refer", "ApprovalRequested", true],
    ["refer", "PendingBind", true],
    ["out", "Bound", false],
    ["out", "UnderwritingDeclined", false],
    ["refer", "QuoteArchived", false],
  ] as const)("a coverage %s while %s: shown %s", (decision, status, shown) => {
    expect(showsAppetite(decision, status)).toBe(shown);
  });

  it("notes whether it may be submitted", () => {
    expect(appetiteNote("out", false)).toBe(appetiteNotes.out);
    expect(appetiteNote("out", true)).toBe(appetiteNotes.overridden);
    expect(appetiteNote("refer", false)).toBe(appetiteNotes.refer);
  });
});

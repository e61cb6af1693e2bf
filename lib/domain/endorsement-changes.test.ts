import { describe, expect, it } from "vitest";
import {
  applyChanges,
  outOfSequence,
  policyAsOf,
  sameValue,
  sharedChanges,
  staleChanges,
  type EndorsementChanges,
  type PolicyState,
} from "./endorsement-changes";

const live: PolicyState = {
  companyInfo: { phoneNumber: "5125550100", dba: null },
  businessTypes: { a: 60, b: 40 },
  answers: { ops: { stories: 1 } },
  totalCostCents: 100_000,
};

const phone: EndorsementChanges = {
  companyInfo: { phoneNumber: { value: "5125550199", prevValue: "5125550100" } },
  businessTypes: [],
  answers: [],
  totalCostCents: 5_000,
};
const types: EndorsementChanges = {
  companyInfo: {},
  businessTypes: [
    { id: "b", value: null, prevValue: 40 },
    { id: "c", value: 40, prevValue: null },
  ],
  answers: [{ sectionGroupID: "ops", questions: [{ source: "stories", value: 3, prevValue: 1 }] }],
  totalCostCents: -2_000,
};

describe("sameValue", () => {
  it("treats blank, missing and null alike, trims text, and ignores key order", () => {
    expect(sameValue("", null)).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(" x ", "x")).toBe(true);
    expect(sameValue({ city: "Austin", zip: "78701", aptSuite: null }, { zip: "78701", city: "Austin" })).toBe(true);
    expect(sameValue(1, "1")).toBe(false);
    expect(sameValue(["a", "b"], ["b", "a"])).toBe(false);
  });
});

describe("applyChanges", () => {
  it("forward writes the new values and adds the cost; back restores the previous ones exactly", () => {
    const after = applyChanges(applyChanges(live, phone, "forward"), types, "forward");
    expect(after).toEqual({
      companyInfo: { phoneNumber: "5125550199", dba: null },
      businessTypes: { a: 60, c: 40 },
      answers: { ops: { stories: 3 } },
      totalCostCents: 103_000,
    });
    expect(applyChanges(applyChanges(after, types, "back"), phone, "back")).toEqual(live);
    expect(live.answers.ops.stories).toBe(1);
  });

  it("an unpriced change leaves the cost as it is", () => {
    expect(applyChanges(live, { ...phone, totalCostCents: null }, "forward").totalCostCents).toBe(100_000);
  });
});

describe("staleChanges", () => {
  it("names every change whose previous value the policy no longer holds", () => {
    expect(staleChanges(live, phone)).toEqual([]);
    expect(staleChanges(applyChanges(live, phone, "forward"), phone)).toEqual(["companyInfo.phoneNumber"]);
    const moved = { ...live, businessTypes: { a: 50, b: 50 }, answers: { ops: { stories: 2 } } };
    expect(staleChanges(moved, types)).toEqual(["businessTypeValues.b", "answers.ops.stories"]);
  });
});

describe("policyAsOf", () => {
  const bound = [
    { effectiveDate: "2026-03-01", boundDate: "2026-02-01T10:00:00.000Z", changes: phone },
    { effectiveDate: "2026-09-01", boundDate: "2026-02-02T10:00:00.000Z", changes: types },
  ];
  const today = applyChanges(applyChanges(live, phone, "forward"), types, "forward");

  it("takes back every bound endorsement effective after the date, and none effective on or before it", () => {
    expect(policyAsOf(today, bound, "2026-01-15")).toEqual(live);
    expect(policyAsOf(today, bound, "2026-03-01")).toEqual(applyChanges(live, phone, "forward"));
    expect(policyAsOf(today, bound, "2026-08-31").answers.ops.stories).toBe(1);
    expect(policyAsOf(today, bound, "2026-09-01")).toEqual(today);
  });
});

describe("sharedChanges", () => {
  it("keeps the insured and business types a sibling policy shares, not its answers or cost", () => {
    const shared = sharedChanges(types);
    expect(shared).toEqual({ companyInfo: types.companyInfo, businessTypes: types.businessTypes, answers: [], totalCostCents: null });
    expect(applyChanges(live, shared, "forward").answers).toEqual(live.answers);
    expect(applyChanges(live, shared, "forward").totalCostCents).toBe(live.totalCostCents);
  });
});

describe("outOfSequence", () => {
  it("names the latest bound effective date after the one being bound", () => {
    expect(outOfSequence(["2026-03-01", "2026-09-01", "2026-07-01"], "2026-05-01")).toBe("2026-09-01");
    expect(outOfSequence(["2026-03-01"], "2026-03-01")).toBeUndefined();
    expect(outOfSequence([], "2026-03-01")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { businessTypesChanged, companyInfoStatus, individualCompanyName, isFormCompleted, toggleCoverage, toggleIndustry } from "./company-info";

describe("companyInfoStatus (spec 1 §4 Company info status)", () => {
  it.each([
    ["Ann", "individual", 0, "Completed"],
    ["Ann", "individual", 2, "Completed"],
    ["Ann", "company", 1, "Completed"],
    ["Ann", null, 1, "Completed"],
    ["Ann", "company", 0, "InProgress"],
    ["Ann", undefined, 0, "InProgress"],
    ["", "individual", 0, "NotStarted"],
    ["", "company", 3, "NotStarted"],
    ["   ", "individual", 1, "NotStarted"],
    [null, "company", 1, "NotStarted"],
    [undefined, undefined, 0, "NotStarted"],
  ] as const)("firstName %j, %s, %i business types → %s", (firstName, insuredType, businessTypeCount, expected) => {
    expect(companyInfoStatus({ firstName, insuredType, businessTypeCount })).toBe(expected);
  });
});

describe("isFormCompleted (first name non-empty)", () => {
  it.each([
    ["Ann", true],
    [" Ann ", true],
    ["", false],
    ["  ", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (firstName, expected) => expect(isFormCompleted(firstName)).toBe(expected));
});

describe("individualCompanyName (first and last name)", () => {
  it.each([
    ["Ann", "Lee", "Ann Lee"],
    [" Ann ", " Lee ", "Ann Lee"],
    ["Ann", "", "Ann"],
    ["", "Lee", "Lee"],
    [null, undefined, ""],
  ])("%j, %j → %j", (first, last, expected) => expect(individualCompanyName(first, last)).toBe(expected));
});

describe("toggleIndustry (one at a time, toggles, clears coverages)", () => {
  it.each([
    [[], "a", ["a"]],
    [["a"], "a", []],
    [["a"], "b", ["b"]],
    [["a", "b"], "c", ["c"]],
    [["a", "b"], "b", []],
  ])("%j + %s → %j", (selected, id, expected) => {
    expect(toggleIndustry(selected, id)).toEqual({ industries: expected, coverages: [] });
  });
});

describe("toggleCoverage (one at a time, toggles)", () => {
  it.each([
    [[], "gl", ["gl"]],
    [["gl"], "gl", []],
    [["gl"], "wc", ["wc"]],
    [["gl", "wc"], "bop", ["bop"]],
  ])("%j + %s → %j", (selected, id, expected) => expect(toggleCoverage(selected, id)).toEqual(expected));
});

describe("businessTypesChanged (resets isBusinessTypeSubmitted)", () => {
  it.each([
    [[], [], false],
    [[{ id: "a", value: 100 }], [{ id: "a", value: 100 }], false],
    [
      [
        { id: "a", value: 60 },
        { id: "b", value: 40 },
      ],
      [
        { id: "b", value: 40 },
        { id: "a", value: 60 },
      ],
      false,
    ],
    [[{ id: "a", value: 50 }], [{ id: "a", value: "50.00" }], false],
    [[{ id: "a", value: 0 }], [{ id: "a", value: null }], false],
    [[{ id: "a" }], [{ id: "a", value: "" }], false],
    [[{ id: "a", value: 100 }], [{ id: "a", value: 90 }], true],
    [[{ id: "a", value: 100 }], [{ id: "b", value: 100 }], true],
    [
      [{ id: "a", value: 100 }],
      [
        { id: "a", value: 100 },
        { id: "b", value: 0 },
      ],
      true,
    ],
    [
      [
        { id: "a", value: 60 },
        { id: "b", value: 40 },
      ],
      [{ id: "a", value: 60 }],
      true,
    ],
    [[], [{ id: "a", value: 0 }], true],
    [[{ id: "a", value: 10 }], [{ id: "a", value: null }], true],
  ])("%j → %j: %s", (prev, next, expected) => expect(businessTypesChanged(prev, next)).toBe(expected));
});

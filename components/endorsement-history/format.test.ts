import { describe, expect, it } from "vitest";
import { endorsementTabs } from "@/lib/domain/endorsements";
import { endorsementCostCents, formatChangeValue, groupByEffectiveDate, statusMovedMessage } from "./format";

describe("status toasts (spec 3 §8)", () => {
  it.each([
    ["EndorsementApproved", "Endorsement Approved, see 'Approved' tab"],
    ["BindRequested", "Endorsement Bind Requested, see 'Bind Requested' tab"],
    ["Bound", "Endorsement Bound, see 'Bound' tab"],
    ["Declined", "Endorsement Declined, see 'Declined' tab"],
    ["Archived", "Endorsement Archived, see 'Archived' tab"],
  ])("%s → %s", (status, message) => {
    expect(statusMovedMessage(status)).toBe(message);
  });

  it("names a tab that exists for every status an action sets", () => {
    for (const status of ["EndorsementApproved", "BindRequested", "Bound", "Declined", "Archived"]) {
      const label = endorsementTabs.find((t) => t.status === status)!.label;
      expect(statusMovedMessage(status)).toContain(`'${label}' tab`);
    }
  });
});

describe("groupByEffectiveDate", () => {
  it("keeps the rows' order inside a group and the groups in the order their first row comes", () => {
    const rows = [
      { id: "a", effectiveDate: "2026-05-01" },
      { id: "b", effectiveDate: "2026-03-01" },
      { id: "c", effectiveDate: "2026-05-01" },
    ];
    expect(groupByEffectiveDate(rows)).toEqual([
      { effectiveDate: "2026-05-01", rows: [rows[0], rows[2]] },
      { effectiveDate: "2026-03-01", rows: [rows[1]] },
    ]);
    expect(groupByEffectiveDate([])).toEqual([]);
  });
});

describe("formatChangeValue", () => {
  it.each<[unknown, Parameters<typeof formatChangeValue>[1], string]>([
    [null, {}, "—"],
    ["", {}, "—"],
    [[], { type: "multi_select_dropdown" }, "—"],
    [true, {}, "Yes"],
    [false, {}, "No"],
    [1234567.89, { type: "currency" }, "$1,234,568"],
    [30, { type: "percent_100" }, "30%"],
    [7, { type: "number" }, "7"],
    ["2026-03-01", { type: "date" }, "03/01/2026"],
    ["llc", { type: "entityType" }, "Limited Liability Company (LLC)"],
    [
      ["pickup", "van"],
      {
        type: "multi_select_dropdown",
        options: [
          { value: "pickup", label: "Pickup trucks" },
          { value: "van", label: "Cargo vans" },
        ],
      },
      "Pickup trucks, Cargo vans",
    ],
    ["other", { options: [{ value: "pickup", label: "Pickup trucks" }] }, "other"],
    [
      { streetAddress: "2200 S Lamar Blvd", aptSuite: "Suite 4", city: "Austin", state: "TX", zip: "78704" },
      {},
      "2200 S Lamar Blvd, Suite 4, Austin, TX 78704",
    ],
    [{ streetAddress: "401 Congress Ave", aptSuite: null, city: "Austin", state: "TX", zip: "78701" }, {}, "401 Congress Ave, Austin, TX 78701"],
  ])("%j (%j) shows %s", (value, shape, shown) => {
    expect(formatChangeValue(value, shape)).toBe(shown);
  });
});

describe("endorsementCostCents", () => {
  it("is null until priced, and cents of the total otherwise", () => {
    expect(endorsementCostCents({ pricing: { totalCost: null } })).toBeNull();
    expect(endorsementCostCents({ pricing: { totalCost: 151.5 } })).toBe(15150);
    expect(endorsementCostCents({ pricing: { totalCost: 0 } })).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { endorsementDraftSchema, type EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import { endorsementCreateSchema, type ApiEndorsement } from "@/lib/schemas/endorsements";
import {
  changesByDate,
  dateIssues,
  defaultEffectiveDate,
  draftChanges,
  draftFromEndorsement,
  draftRequest,
  effectiveDateIssue,
  emptyDraft,
  policyValues,
  requestIssues,
  withCurrentValues,
  withSectionChanges,
} from "./endorsement-draft";

const term = { effectiveDate: "2026-01-14", expirationDate: "2027-01-14" };
const ADDRESS = { streetAddress: "401 Congress Ave", aptSuite: null, city: "Austin", state: "TX", zip: "78701" };
const NEW_ADDRESS = { streetAddress: "1100 Congress Ave", aptSuite: "Suite 200", city: "Austin", state: "TX", zip: "78701" };

/** The insured's address and phone from 2026-03-01, one answer from 2026-09-01. */
function draft(): EndorsementDraft {
  return {
    submissionID: "sub-1",
    companyInfo: {
      phoneNumber: { value: "5125550177", prevValue: "5125550101", effectiveDate: "2026-03-01" },
      physicalAddress: { value: NEW_ADDRESS, prevValue: ADDRESS, effectiveDate: "2026-03-01" },
    },
    businessTypeValues: [],
    applicationAnswers: [
      {
        sectionGroupID: "ca-vehicles",
        sectionGroupLabel: "Vehicles",
        answers: [{ source: "vehicle_count", label: "Number of vehicles", value: 3, prevValue: 2, effectiveDate: "2026-09-01" }],
      },
    ],
  };
}

describe("effective dates (spec 3 §5)", () => {
  it("a new change takes effect today within the term, otherwise on the policy's effective date", () => {
    expect(defaultEffectiveDate(term, "2026-11-23")).toBe("2026-11-23");
    expect(defaultEffectiveDate(term, "2027-01-14")).toBe("2027-01-14");
    expect(defaultEffectiveDate(term, "2027-02-01")).toBe("2026-01-14");
    expect(defaultEffectiveDate(term, "2025-12-31")).toBe("2026-01-14");
  });

  it("every change needs a date within the term, both ends included", () => {
    expect(effectiveDateIssue(null, term)).toBe("Please select a date.");
    expect(effectiveDateIssue("", term)).toBe("Please select a date.");
    expect(effectiveDateIssue("2026-01-14", term)).toBeNull();
    expect(effectiveDateIssue("2027-01-14", term)).toBeNull();
    expect(effectiveDateIssue("2027-01-15", term)).toBe("The effective date must fall within the policy term (01/14/2026 to 01/14/2027).");
    const undated = { ...draft(), businessTypeValues: [{ id: "bt-1", title: "Framing", value: 60, prevValue: 40, effectiveDate: null }] };
    expect(dateIssues(draftChanges(undated), term)).toEqual({ "businessTypeValues.bt-1": "Please select a date." });
  });
});

describe("the draft's changes", () => {
  it("flattens them with the server's paths, insured fields in form order, and groups them by date with undated last", () => {
    const changes = draftChanges({ ...draft(), businessTypeValues: [{ id: "bt-1", title: "Framing", value: 60, prevValue: 40, effectiveDate: null }] });
    expect(changes.map((c) => [c.path, c.label, c.effectiveDate])).toEqual([
      ["companyInfo.phoneNumber", "Phone Number", "2026-03-01"],
      ["companyInfo.physicalAddress", "Physical Address", "2026-03-01"],
      ["businessTypeValues.bt-1", "Framing", null],
      ["answers.ca-vehicles.vehicle_count", "Number of vehicles", "2026-09-01"],
    ]);
    expect(changesByDate(changes).map((g) => [g.effectiveDate, g.changes.length])).toEqual([
      ["2026-03-01", 2],
      ["2026-09-01", 1],
      [null, 1],
    ]);
  });

  it("saving a section replaces that section's changes only; a question group without changes leaves the draft", () => {
    const next = withSectionChanges(draft(), { kind: "companyInfo", changes: { dba: { value: "Sunrise", prevValue: null, effectiveDate: "2026-05-01" } } });
    expect(Object.keys(next.companyInfo)).toEqual(["dba"]);
    expect(next.applicationAnswers).toHaveLength(1);
    const cleared = withSectionChanges(next, { kind: "answers", group: { sectionGroupID: "ca-vehicles", sectionGroupLabel: "Vehicles", answers: [] } });
    expect(cleared.applicationAnswers).toEqual([]);
    expect(draftChanges(emptyDraft("sub-1"))).toEqual([]);
  });
});

describe("the request (spec 3 §3: one endorsement per effective date)", () => {
  it("groups the changes by date, earliest first, in the payload the route handler parses", () => {
    const request = draftRequest("app-1", {
      ...draft(),
      businessTypeValues: [{ id: "bt-1", title: "Framing", value: 60, prevValue: 40, effectiveDate: "2026-09-01" }],
    });
    expect(request).toEqual({
      submissionID: "sub-1",
      appID: "app-1",
      endorsements: [
        {
          effectiveDate: "2026-03-01",
          companyInfo: { phoneNumber: { value: "5125550177", prevValue: "5125550101" }, physicalAddress: { value: NEW_ADDRESS, prevValue: ADDRESS } },
          applicationAnswers: [],
          businessTypeValues: [],
        },
        {
          effectiveDate: "2026-09-01",
          companyInfo: {},
          applicationAnswers: [{ sectionGroupID: "ca-vehicles", answers: [{ source: "vehicle_count", value: 3, prevValue: 2 }] }],
          businessTypeValues: [{ id: "bt-1", title: "Framing", value: 60, prevValue: 40 }],
        },
      ],
    });
    const ids = { submissionID: "7d1b5c3e-0f5a-4c1e-9b7a-2f1e3d4c5b6a", appID: "0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d" };
    const btId = "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a";
    const parsed = endorsementCreateSchema.safeParse({
      ...request,
      ...ids,
      endorsements: request.endorsements.map((e) => ({ ...e, businessTypeValues: e.businessTypeValues?.map((b) => ({ ...b, id: btId })) })),
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("names the endorsement a Modify reopened", () => {
    expect(draftRequest("app-1", { ...draft(), modifiesEndorsementID: "end-1" }).modifiesEndorsementID).toBe("end-1");
  });

  it("puts a refused request's messages on the changes they name; a set's date falls on every change of that date", () => {
    const d = draft();
    const request = draftRequest("app-1", d);
    const issues = requestIssues(request, draftChanges(d), {
      "endorsements.0.companyInfo.phoneNumber": ["Phone number must be 10 digits."],
      "endorsements.0.companyInfo.physicalAddress.zip": ["Please enter a valid ZIP code."],
      "endorsements.1.answers.ca-vehicles.vehicle_count": ["Must be at most 100."],
      "endorsements.1.effectiveDate": ["The effective date must fall within the policy term."],
      modifiesEndorsementID: ["Not an endorsement of this policy."],
    });
    expect(issues).toEqual({
      "companyInfo.phoneNumber": ["Phone number must be 10 digits."],
      "companyInfo.physicalAddress": ["Please enter a valid ZIP code."],
      "answers.ca-vehicles.vehicle_count": ["Must be at most 100.", "The effective date must fall within the policy term."],
      "": ["Not an endorsement of this policy."],
    });
  });
});

const submissionInfo = {
  companyName: "Sunrise Carpentry LLC",
  dba: null,
  firstName: "Ana",
  lastName: "Reyes",
  emailAddress: "ana@example.com",
  phoneNumber: "5125550101",
  websiteUrl: null,
  entityType: "llc",
  feinSsnNumber: null,
  dateBusinessStarted: "2015-04-01",
  yearsOfExp: 10,
  description: "Carpentry",
  physicalAddress: { ...ADDRESS, coordinates: { latitude: 30.27, longitude: -97.74 }, isManuallyEntered: false },
  mailingAddress: { ...ADDRESS, coordinates: null, isManuallyEntered: true },
  isMailingSameAsPhysical: true,
  businessTypeValues: [{ id: "bt-1", value: 40 }],
};

describe("the policy's current values (the previous values of new changes)", () => {
  it("reads addresses as their five lines, and no mailing address when it is the physical one", () => {
    const values = policyValues(submissionInfo, [{ sectionGroupID: "ca-vehicles", answers: [{ source: "vehicle_count", value: 2 }] }]);
    expect(values.companyInfo.physicalAddress).toEqual(ADDRESS);
    expect(values.companyInfo.mailingAddress).toBeNull();
    expect(values.companyInfo.phoneNumber).toBe("5125550101");
    expect(values.businessTypes).toEqual({ "bt-1": 40 });
    expect(values.answers).toEqual({ "ca-vehicles": { vehicle_count: 2 } });
  });

  it("after a 409, takes the policy's values as previous ones and drops changes that are no change any more", () => {
    const policy = policyValues({ ...submissionInfo, phoneNumber: "5125550177" }, [
      { sectionGroupID: "ca-vehicles", answers: [{ source: "vehicle_count", value: 1 }] },
    ]);
    const next = withCurrentValues(draft(), policy);
    expect(next.companyInfo.phoneNumber).toBeUndefined();
    expect(next.companyInfo.physicalAddress).toEqual({ value: NEW_ADDRESS, prevValue: ADDRESS, effectiveDate: "2026-03-01" });
    expect(next.applicationAnswers[0].answers[0]).toMatchObject({ value: 3, prevValue: 1 });
  });
});

describe("Modify: an endorsement back into the draft", () => {
  it("keeps its changes with its effective date and remembers it, and the result is a valid draft", () => {
    const endorsement = {
      id: "end-1",
      submissionID: "sub-1",
      effectiveDate: "2026-06-01",
      companyInfo: { phoneNumber: { label: "Phone Number", value: "5125550177", prevValue: "5125550101", effectiveDate: "2026-06-01" } },
      businessTypeValues: [{ id: "bt-1", title: "Framing", description: "", codes: null, value: 60, prevValue: 40, effectiveDate: "2026-06-01" }],
      applicationAnswer: [
        {
          sectionGroupID: "ca-vehicles",
          sectionGroupLabel: "Vehicles",
          questions: [
            { source: "vehicle_count", label: "Number of vehicles", type: "number", options: null, value: 3, prevValue: 2, effectiveDate: "2026-06-01" },
          ],
        },
      ],
    } as unknown as ApiEndorsement;
    const result = draftFromEndorsement(endorsement);
    expect(endorsementDraftSchema.parse(result)).toEqual(result);
    expect(result.modifiesEndorsementID).toBe("end-1");
    expect(draftChanges(result).map((c) => [c.path, c.value, c.prevValue, c.effectiveDate])).toEqual([
      ["companyInfo.phoneNumber", "5125550177", "5125550101", "2026-06-01"],
      ["businessTypeValues.bt-1", 60, 40, "2026-06-01"],
      ["answers.ca-vehicles.vehicle_count", 3, 2, "2026-06-01"],
    ]);
    expect(draftRequest("app-1", result).endorsements).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import {
  NO_CREATE_PERMISSION,
  SELECT_COVERAGE,
  SELECT_INDUSTRY,
  canCreateSubmission,
  continueAction,
  marketFormUrl,
  preselections,
  type LandingCoverage,
} from "./landing";

const online: LandingCoverage = {
  id: "c1",
  label: "General Liability",
  hasAccess: true,
  submissionType: "online",
  submissionEmail: null,
  submissionFormUrls: { url: null, alternateUrl: null },
};

describe("who may create a submission (spec 1 §6)", () => {
  it.each([
    ["Agent", "agency-1", true],
    ["Agent", null, false],
    ["Underwriter", "agency-1", false],
    ["Underwriter", null, false],
  ] as const)("%s with agency %j → %s", (role, agencyId, allowed) => expect(canCreateSubmission({ role, agencyId })).toBe(allowed));

  it("refuses with the spec's message", () => {
    expect(NO_CREATE_PERMISSION).toBe(
      "Your account does not have the proper permissions to create a submission. Please contact your business development representative.",
    );
  });
});

describe("Continue", () => {
  it("with nothing chosen asks for an industry, then for a coverage", () => {
    expect(continueAction({ industrySelected: false, coverage: undefined, usesAlternateMarketForms: false })).toEqual({
      kind: "message",
      message: SELECT_INDUSTRY,
    });
    expect(SELECT_INDUSTRY).toBe("Please select an industry to continue");
    expect(continueAction({ industrySelected: true, coverage: undefined, usesAlternateMarketForms: false })).toEqual({
      kind: "message",
      message: SELECT_COVERAGE,
    });
  });

  it("online continues into the flow; without access it asks for access", () => {
    expect(continueAction({ industrySelected: true, coverage: online, usesAlternateMarketForms: false })).toEqual({ kind: "online" });
    expect(continueAction({ industrySelected: true, coverage: { ...online, hasAccess: false }, usesAlternateMarketForms: false })).toEqual({
      kind: "requestAccess",
    });
  });

  it("email opens a mailto link to the coverage's submission email", () => {
    const email = { ...online, label: "Hotel Package", submissionType: "email" as const, submissionEmail: "subs@example.com" };
    expect(continueAction({ industrySelected: true, coverage: email, usesAlternateMarketForms: false })).toEqual({
      kind: "email",
      href: "mailto:subs@example.com?subject=Hotel%20Package%20submission",
    });
  });

  it("external opens the market form, the alternate URL for the tenant that has one", () => {
    const urls = { url: "https://forms.example.com/a", alternateUrl: "https://forms.example.com/alt/a" };
    const external = { ...online, submissionType: "external" as const, submissionFormUrls: urls };
    expect(continueAction({ industrySelected: true, coverage: external, usesAlternateMarketForms: false })).toEqual({ kind: "external", href: urls.url });
    expect(continueAction({ industrySelected: true, coverage: external, usesAlternateMarketForms: true })).toEqual({
      kind: "external",
      href: urls.alternateUrl,
    });
    expect(marketFormUrl({ url: urls.url, alternateUrl: null }, true)).toBe(urls.url);
  });

  it("preselect=hoa-step1 chooses Homeowners", () => {
    expect(preselections["hoa-step1"]).toBe("homeowners");
  });
});

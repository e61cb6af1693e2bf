import { describe, it, expect } from "vitest";
import { can } from "@/lib/domain/permissions";
import { flagNames, type Flags } from "@/lib/flags";
import {
  buildNavigation,
  isActivePath,
  isCoverageArea,
  submissionIDFromPath,
  type NavDropdown,
  type NavItem,
  type NavLinkItem,
  type NavigationInput,
  type PolicyHistoryPresence,
} from "@/lib/navigation";

const allFlags = (value: boolean): Flags => Object.fromEntries(flagNames.map((n) => [n, value])) as Flags;
const allHistory: PolicyHistoryPresence = { endorsements: true, cancellations: true, reinstatements: true };
const noHistory: PolicyHistoryPresence = { endorsements: false, cancellations: false, reinstatements: false };

function input(overrides: Partial<NavigationInput> = {}): NavigationInput {
  return {
    underwriterScreens: false,
    pathname: "/app-central",
    flags: allFlags(true),
    history: allHistory,
    hasSubmission: true,
    ...overrides,
  };
}

const shape = (items: NavItem[]) => items.map((i) => (i.kind === "divider" ? "|" : i.id));
const links = (items: NavItem[]) => items.filter((i): i is NavLinkItem => i.kind === "link");
const findLink = (items: NavItem[], id: string) => links(items).find((i) => i.id === id);
const dropdown = (items: NavItem[]) => items.find((i): i is NavDropdown => i.kind === "dropdown");

describe("buildNavigation: sets per role", () => {
  it.each([
    {
      role: "Agent" as const,
      submissionID: undefined,
      expected: [
        { id: "appCentral", label: "App Central", href: "/app-central" },
        { id: "documents", label: "Documents", href: "/documents" },
        { id: "dashboard", label: "Dashboard", href: "/dashboard" },
        { id: "renewalsDue", label: "Renewals Due", href: "/renewals-due" },
      ],
    },
    {
      role: "Underwriter" as const,
      submissionID: "sub-1",
      expected: [
        { id: "submission", label: "Submission", href: "/submission/sub-1" },
        { id: "documents", label: "Documents", href: "/documents" },
        { id: "dashboard", label: "Dashboard", href: "/dashboard" },
        { id: "renewalsDue", label: "Renewals Due", href: "/renewals-due" },
      ],
    },
  ])("$role gets its links, a divider and Policy History", ({ role, submissionID, expected }) => {
    const items = buildNavigation(input({ underwriterScreens: can(role, "openUnderwriterScreens"), submissionID, pathname: "/elsewhere" }));
    expect(shape(items)).toEqual([...expected.map((e) => e.id), "|", "policyHistory"]);
    expect(links(items).map(({ id, label, href }) => ({ id, label, href }))).toEqual(expected);
    const history = dropdown(items);
    expect(history?.label).toBe("Policy History");
    expect(history?.items.map((i) => [i.id, i.label, i.href, i.isNew])).toEqual([
      ["endorsements", "Endorsements", "/endorsement-history", true],
      ["cancellations", "Cancellations", "/cancellations", true],
      ["reinstatements", "Reinstatements", "/reinstatements", true],
    ]);
  });
});

describe("buildNavigation: Renewals Due", () => {
  it("is offered with the renewal action, to both roles, and is active on its page", () => {
    for (const underwriterScreens of [false, true]) {
      expect(findLink(buildNavigation(input({ underwriterScreens, pathname: "/renewals-due" })), "renewalsDue")).toMatchObject({ active: true });
      const off = buildNavigation(input({ underwriterScreens, flags: { ...allFlags(true), renewalAction: false } }));
      expect(findLink(off, "renewalsDue")).toBeUndefined();
    }
  });
});

describe("buildNavigation: Policy History flag × history matrix", () => {
  const cases = [
    { key: "endorsements", flag: "policyHistoryEndorsements" },
    { key: "cancellations", flag: "policyHistoryCancellations" },
    { key: "reinstatements", flag: "policyHistoryReinstatements" },
  ] as const;
  const matrix = cases.flatMap((c) =>
    [
      { flagOn: true, exists: true, shown: true },
      { flagOn: true, exists: false, shown: false },
      { flagOn: false, exists: true, shown: false },
      { flagOn: false, exists: false, shown: false },
    ].map((row) => ({ ...c, ...row })),
  );

  it.each(matrix)("$key with flag on=$flagOn and history=$exists is shown: $shown", ({ key, flag, flagOn, exists, shown }) => {
    for (const role of ["Agent", "Underwriter"] as const) {
      const flags = { ...allFlags(false), [flag]: flagOn };
      const history = { ...noHistory, [key]: exists };
      const items = buildNavigation(input({ underwriterScreens: can(role, "openUnderwriterScreens"), flags, history, submissionID: "s" }));
      const menu = dropdown(items);
      expect(menu?.items.map((i) => i.id) ?? []).toEqual(shown ? [key] : []);
      // With nothing to list, both the dropdown and its divider disappear.
      expect(items.some((i) => i.kind === "divider")).toBe(shown);
    }
  });

  it.each([
    { name: "each history gated by its own flag", flags: { policyHistoryCancellations: false }, expected: ["endorsements", "reinstatements"] },
    {
      name: "another flag does not unlock a link",
      flags: { policyHistoryEndorsements: false, renewalAction: true },
      expected: ["cancellations", "reinstatements"],
    },
    {
      name: "all off omits the dropdown",
      flags: { policyHistoryEndorsements: false, policyHistoryCancellations: false, policyHistoryReinstatements: false },
      expected: null,
    },
  ])("$name", ({ flags, expected }) => {
    const items = buildNavigation(input({ flags: { ...allFlags(true), ...flags } }));
    expect(dropdown(items)?.items.map((i) => i.id) ?? null).toEqual(expected);
  });
});

describe("buildNavigation: disabled links", () => {
  it.each([
    { role: "Agent" as const, hasSubmission: false, submissionID: undefined, id: "documents", disabled: true },
    { role: "Agent" as const, hasSubmission: true, submissionID: undefined, id: "documents", disabled: false },
    { role: "Agent" as const, hasSubmission: false, submissionID: undefined, id: "appCentral", disabled: false },
    // Outside a submission the link opens the work queue.
    { role: "Underwriter" as const, hasSubmission: false, submissionID: undefined, id: "submission", disabled: false },
    { role: "Underwriter" as const, hasSubmission: false, submissionID: "abc", id: "submission", disabled: false },
    { role: "Underwriter" as const, hasSubmission: false, submissionID: undefined, id: "documents", disabled: false },
    // The dashboard says so itself when there is nothing in it.
    { role: "Agent" as const, hasSubmission: false, submissionID: undefined, id: "dashboard", disabled: false },
    { role: "Underwriter" as const, hasSubmission: false, submissionID: undefined, id: "dashboard", disabled: false },
  ])("$role $id with hasSubmission=$hasSubmission, submissionID=$submissionID → disabled=$disabled", ({ role, hasSubmission, submissionID, id, disabled }) => {
    const item = findLink(buildNavigation(input({ underwriterScreens: can(role, "openUnderwriterScreens"), hasSubmission, submissionID })), id);
    expect(item).toBeDefined();
    expect(Boolean(item?.disabled)).toBe(disabled);
  });

  it("a disabled link is never active", () => {
    const item = findLink(buildNavigation(input({ hasSubmission: false, pathname: "/documents" })), "documents");
    expect(item).toMatchObject({ disabled: true });
    expect(item?.active).toBeUndefined();
  });

  it("encodes the submission id into the href", () => {
    const item = findLink(buildNavigation(input({ underwriterScreens: true, submissionID: "a b" })), "submission");
    expect(item?.href).toBe("/submission/a%20b");
  });
});

describe("buildNavigation: active detection", () => {
  it.each([
    { role: "Agent" as const, pathname: "/app-central", active: ["appCentral"] },
    { role: "Agent" as const, pathname: "/app-central/congrats", active: ["appCentral"] },
    { role: "Agent" as const, pathname: "/documents", active: ["documents"] },
    { role: "Agent" as const, pathname: "/documents-archive", active: [] },
    { role: "Agent" as const, pathname: "/coverage/app-1/documents", active: [] },
    { role: "Agent" as const, pathname: "/coverages", active: [] },
    { role: "Agent" as const, pathname: "/endorsement-history", active: ["endorsements", "policyHistory"] },
    { role: "Agent" as const, pathname: "/cancellations", active: ["cancellations", "policyHistory"] },
    { role: "Agent" as const, pathname: "/reinstatements/r1", active: ["reinstatements", "policyHistory"] },
    { role: "Underwriter" as const, pathname: "/submission/s1", active: ["submission"] },
    { role: "Underwriter" as const, pathname: "/submission/s1/coverage/a1/pricing", active: ["submission"] },
    { role: "Underwriter" as const, pathname: "/submission/s10", active: [] },
    { role: "Underwriter" as const, pathname: "/documents", active: ["documents"] },
    { role: "Agent" as const, pathname: "/dashboard", active: ["dashboard"] },
    { role: "Underwriter" as const, pathname: "/dashboard", active: ["dashboard"] },
    { role: "Underwriter" as const, pathname: "/dashboards", active: [] },
  ])("$role at $pathname → $active", ({ role, pathname, active }) => {
    const items = buildNavigation(input({ underwriterScreens: can(role, "openUnderwriterScreens"), pathname, submissionID: "s1" }));
    const found: string[] = [];
    for (const item of items) {
      if (item.kind === "link" && item.active) found.push(item.id);
      if (item.kind === "dropdown") {
        for (const entry of item.items) if (entry.active) found.push(entry.id);
        if (item.active) found.push(item.id);
      }
    }
    expect(found).toEqual(active);
  });

  it.each([
    { pathname: "/a", href: "/a", expected: true },
    { pathname: "/a/b", href: "/a", expected: true },
    { pathname: "/ab", href: "/a", expected: false },
    { pathname: "/", href: "/a", expected: false },
    { pathname: "/a", href: "", expected: false },
  ])("isActivePath($pathname, $href) = $expected", ({ pathname, href, expected }) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });
});

describe("buildNavigation: endorsement pages add an endorsement link", () => {
  it.each([
    { pathname: "/coverage/app-1/endorsement", href: "/coverage/app-1/endorsement" },
    { pathname: "/coverage/app-1/endorsement/review", href: "/coverage/app-1/endorsement" },
    { pathname: "/coverage/app-1/endorsement/details/company-info", href: "/coverage/app-1/endorsement" },
    { pathname: "/coverage/app-1/summary", href: null },
    { pathname: "/coverage/app-1/endorsements", href: null },
    { pathname: "/endorsement-history", href: null },
  ])("$pathname → $href", ({ pathname, href }) => {
    const item = findLink(buildNavigation(input({ pathname })), "endorsement");
    expect(item?.href ?? null).toBe(href);
    if (item) expect(item).toMatchObject({ label: "Endorsement", active: true });
  });
});

describe("isCoverageArea", () => {
  it.each([
    { pathname: "/coverage/app-1", expected: true },
    { pathname: "/coverage/app-1/details/s1", expected: true },
    { pathname: "/coverage/app-1/review-quote", expected: true },
    { pathname: "/coverage/", expected: false },
    { pathname: "/coverage", expected: false },
    { pathname: "/coverages", expected: false },
    { pathname: "/app-central", expected: false },
    { pathname: "/submission/s1/coverage/a1", expected: false },
  ])("$pathname → $expected", ({ pathname, expected }) => {
    expect(isCoverageArea(pathname)).toBe(expected);
  });
});

describe("submissionIDFromPath", () => {
  it.each([
    { pathname: "/submission/s1", expected: "s1" },
    { pathname: "/submission/s1/coverage/a1/review", expected: "s1" },
    { pathname: "/submission/a%20b", expected: "a b" },
    { pathname: "/submission", expected: undefined },
    { pathname: "/documents", expected: undefined },
  ])("$pathname → $expected", ({ pathname, expected }) => {
    expect(submissionIDFromPath(pathname)).toBe(expected);
  });
});

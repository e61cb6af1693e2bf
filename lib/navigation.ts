import type { Flags, FlagName } from "@/lib/flags";

/** Which policy histories exist for the user (spec 1 §2, spec 3 §2). */
export interface PolicyHistoryPresence {
  endorsements: boolean;
  cancellations: boolean;
  reinstatements: boolean;
}

export interface NavigationInput {
  /** The user may open the underwriter's screens (`can(role, "openUnderwriterScreens")`, decided on the server: the permission table stays out of every page's script). */
  underwriterScreens: boolean;
  pathname: string;
  flags: Flags;
  history: PolicyHistoryPresence;
  hasSubmission: boolean;
  submissionID?: string;
}

export interface NavLinkItem {
  kind: "link";
  id: string;
  label: string;
  href: string;
  disabled?: boolean;
  active?: boolean;
}

export interface NavDivider {
  kind: "divider";
}

export interface NavDropdownEntry {
  id: string;
  label: string;
  href: string;
  isNew: true;
  active?: boolean;
}

export interface NavDropdown {
  kind: "dropdown";
  id: string;
  label: string;
  items: NavDropdownEntry[];
  active?: boolean;
}

export type NavItem = NavLinkItem | NavDivider | NavDropdown;

export type SubsectionState = "disabled" | "active" | "inactive";

const policyHistoryLinks: readonly { key: keyof PolicyHistoryPresence; label: string; href: string; flag: FlagName }[] = [
  { key: "endorsements", label: "Endorsements", href: "/endorsement-history", flag: "policyHistoryEndorsements" },
  { key: "cancellations", label: "Cancellations", href: "/cancellations", flag: "policyHistoryCancellations" },
  { key: "reinstatements", label: "Reinstatements", href: "/reinstatements", flag: "policyHistoryReinstatements" },
];

/** True when pathname is href or lies below it; "/documents" does not match "/documents-archive". */
export function isActivePath(pathname: string, href: string): boolean {
  if (!href) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Coverage pages (/coverage/{appID}/...) auto-expand the left nav (spec 1 §2). */
export function isCoverageArea(pathname: string): boolean {
  return /^\/coverage\/[^/]+/.test(pathname);
}

/** The submission id in an underwriter path such as /submission/{submissionID}/coverage/{appID}. */
export function submissionIDFromPath(pathname: string): string | undefined {
  const match = /^\/submission\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** The endorsement flow's base path when pathname lies inside it (spec 3 §2: endorsement pages add a link). */
function endorsementBase(pathname: string): string | undefined {
  const match = /^\/coverage\/([^/]+)\/endorsement(?:\/|$)/.exec(pathname);
  return match ? `/coverage/${match[1]}/endorsement` : undefined;
}

/**
 * State of numbered subsection `index`: the current one is active; one whose
 * predecessors are all complete (index <= completedUpTo + 1) is reachable and
 * inactive; any later one is disabled. completedUpTo is -1 when none is complete.
 */
export function subsectionState(index: number, currentIndex: number, completedUpTo: number): SubsectionState {
  if (index === currentIndex) return "active";
  return index <= completedUpTo + 1 ? "inactive" : "disabled";
}

function link(id: string, label: string, href: string, pathname: string, disabled = false): NavLinkItem {
  const item: NavLinkItem = { kind: "link", id, label, href };
  if (disabled) item.disabled = true;
  else if (isActivePath(pathname, href)) item.active = true;
  return item;
}

function policyHistory(input: NavigationInput): NavDropdown | null {
  const items: NavDropdownEntry[] = policyHistoryLinks
    .filter((l) => input.history[l.key] && input.flags[l.flag])
    .map((l) => {
      const entry: NavDropdownEntry = { id: l.key, label: l.label, href: l.href, isNew: true };
      if (isActivePath(input.pathname, l.href)) entry.active = true;
      return entry;
    });
  if (items.length === 0) return null;
  const dropdown: NavDropdown = { kind: "dropdown", id: "policyHistory", label: "Policy History", items };
  if (items.some((i) => i.active)) dropdown.active = true;
  return dropdown;
}

/** The left navigation for a role (spec 1 §2 "Left navigation", spec 3 §2 "Navigation sets"). */
export function buildNavigation(input: NavigationInput): NavItem[] {
  const { underwriterScreens, pathname, hasSubmission, submissionID } = input;
  const items: NavItem[] = [];

  if (underwriterScreens) {
    const href = submissionID ? `/submission/${encodeURIComponent(submissionID)}` : "/submission";
    items.push(link("submission", "Submission", href, pathname));
    items.push(link("documents", "Documents", "/documents", pathname));
  } else {
    items.push(link("appCentral", "App Central", "/app-central", pathname));
    items.push(link("documents", "Documents", "/documents", pathname, !hasSubmission));
  }
  items.push(link("dashboard", "Dashboard", "/dashboard", pathname));
  if (input.flags.renewalAction) items.push(link("renewalsDue", "Renewals Due", "/renewals-due", pathname));

  const endorsement = endorsementBase(pathname);
  if (endorsement) items.push(link("endorsement", "Endorsement", endorsement, pathname));

  const history = policyHistory(input);
  if (history) items.push({ kind: "divider" }, history);

  return items;
}

export interface CoverageSubsection {
  label: string;
  href: string;
  state: SubsectionState;
  status?: string;
}

export const COMPLETE_SECTION_ID = "complete";

/** The app may still be filled in: NotStarted or InProgress. */
function isBeingFilledIn(status: string): boolean {
  return status === "NotStarted" || status === "InProgress";
}

/**
 * The Coverages subsections (spec 1 §2): one per section group, then the
 * completion step. While the app is being filled in, the current one is
 * active, a group is reachable once the groups before it are Completed, and
 * the completion step only after submitting. Once the app is past InProgress
 * every subsection is inactive. Groups other than the current one show their
 * status.
 */
export function coverageSubsections(input: {
  appID: string;
  appStatus: string;
  groups: readonly { id: string; label: string; status: string }[];
  currentSectionID: string | undefined;
}): CoverageSubsection[] {
  const base = `/coverage/${encodeURIComponent(input.appID)}/details`;
  const filling = isBeingFilledIn(input.appStatus);
  const leadingCompleted = input.groups.findIndex((g) => g.status !== "Completed");
  const completedUpTo = leadingCompleted === -1 ? input.groups.length - 1 : leadingCompleted - 1;
  const items: CoverageSubsection[] = input.groups.map((g, index) => {
    const current = g.id === input.currentSectionID;
    const state: SubsectionState = !filling ? "inactive" : current ? "active" : subsectionState(index, -1, completedUpTo);
    return { label: g.label, href: `${base}/${encodeURIComponent(g.id)}`, state, ...(current ? {} : { status: g.status }) };
  });
  const onComplete = input.currentSectionID === COMPLETE_SECTION_ID;
  items.push({ label: "Complete", href: `${base}/${COMPLETE_SECTION_ID}`, state: filling ? (onComplete ? "active" : "disabled") : "inactive" });
  return items;
}

export type QuoteSummaryPage = "reviewQuote" | "documents";

/** The agent's 'Quote Summary' subsections (spec 2 §2): Review Quotes, then View & Upload. */
export function quoteSummarySubsections(appID: string, current: QuoteSummaryPage): CoverageSubsection[] {
  const base = `/coverage/${encodeURIComponent(appID)}`;
  return [
    { label: "Review Quotes", href: `${base}/review-quote`, state: current === "reviewQuote" ? "active" : "inactive" },
    { label: "View & Upload", href: `${base}/documents`, state: current === "documents" ? "active" : "inactive" },
  ];
}

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

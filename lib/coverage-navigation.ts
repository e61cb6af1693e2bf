/**
 * The left nav's sections on an application's pages (spec 1 §2, spec 2 §2):
 * its questionnaire's Coverages and its Quote Summary. Apart from the shell's
 * navigation (lib/navigation.ts), so pages elsewhere do not carry them.
 */
import type { ApplicationStatus } from "@/lib/domain/statuses";
import type { SubsectionState } from "@/lib/navigation";

const quotedStatuses: ReadonlySet<string> = new Set<ApplicationStatus>(["QuoteApproved", "Quoted", "PendingBind", "Bound"]);

/** The application has a quote that Review Quotes shows: approved, asked to be bound on, or bound on. */
export function hasQuoteToReview(status: string): boolean {
  return quotedStatuses.has(status);
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

export interface CoverageSubsectionsInput {
  appID: string;
  appStatus: string;
  groups: readonly { id: string; label: string; status: string }[];
  currentSectionID?: string;
}

/**
 * The Coverages subsections (spec 1 §2): one per section group, then the
 * completion step. While the app is being filled in, the current one is
 * active, a group is reachable once the groups before it are Completed, and
 * the completion step only after submitting. Once the app is past InProgress
 * every subsection is inactive. Groups other than the current one show their
 * status.
 */
export function coverageSubsections(input: CoverageSubsectionsInput): CoverageSubsection[] {
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

/** The agent's 'Quote Summary' subsections (spec 2 §2): Review Quotes, then View & Upload; the current one, if any, active. */
export function quoteSummarySubsections(appID: string, current?: QuoteSummaryPage): CoverageSubsection[] {
  const base = `/coverage/${encodeURIComponent(appID)}`;
  return [
    { label: "Review Quotes", href: `${base}/review-quote`, state: current === "reviewQuote" ? "active" : "inactive" },
    { label: "View & Upload", href: `${base}/documents`, state: current === "documents" ? "active" : "inactive" },
  ];
}

export interface CoverageAreaSection {
  heading: string;
  subsections: CoverageSubsection[];
}

/**
 * The left nav's sections on an application's pages (spec 1 §2, spec 2 §2):
 * Coverages, and Quote Summary beside it once the application has a quote to
 * review, or on a Quote Summary page itself.
 */
export function coverageAreaSections(input: CoverageSubsectionsInput & { quotePage?: QuoteSummaryPage }): CoverageAreaSection[] {
  const sections = [{ heading: "Coverages", subsections: coverageSubsections(input) }];
  if (input.quotePage || hasQuoteToReview(input.appStatus)) {
    sections.push({ heading: "Quote Summary", subsections: quoteSummarySubsections(input.appID, input.quotePage) });
  }
  return sections;
}

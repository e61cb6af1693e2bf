/**
 * The 'Select industries' landing page (spec 1 §2, §6): who may start a
 * submission, what Continue does for the chosen coverage, and preselection.
 */
import type { Role } from "./roles";
import { can } from "./permissions";

export const NO_CREATE_PERMISSION =
  "Your account does not have the proper permissions to create a submission. Please contact your business development representative.";
export const SELECT_INDUSTRY = "Please select an industry to continue";
export const SELECT_COVERAGE = "Please select a coverage to continue";

/** Agents of an agency create submissions; underwriters and agents without an agency may not. */
export function canCreateSubmission(user: { role: Role; agencyId: string | null | undefined }): boolean {
  return can(user.role, "createSubmission") && Boolean(user.agencyId);
}

/** Query values of `preselect` and the coverage identifier each one chooses. */
export const preselections: Record<string, string> = { "hoa-step1": "homeowners" };

export interface LandingCoverage {
  id: string;
  label: string;
  hasAccess: boolean;
  submissionType: "online" | "email" | "external";
  submissionEmail: string | null;
  submissionFormUrls: { url: string | null; alternateUrl: string | null };
}

/** The market form of an external coverage: the alternate URL for the tenant that has one, when the coverage has it. */
export function marketFormUrl(urls: LandingCoverage["submissionFormUrls"], usesAlternate: boolean): string | null {
  return (usesAlternate && urls.alternateUrl) || urls.url || urls.alternateUrl || null;
}

export type ContinueAction =
  { kind: "message"; message: string } | { kind: "requestAccess" } | { kind: "online" } | { kind: "email"; href: string } | { kind: "external"; href: string };

/** What Continue does with the current selection. */
export function continueAction(args: { industrySelected: boolean; coverage: LandingCoverage | undefined; usesAlternateMarketForms: boolean }): ContinueAction {
  const { coverage } = args;
  if (!args.industrySelected) return { kind: "message", message: SELECT_INDUSTRY };
  if (!coverage) return { kind: "message", message: SELECT_COVERAGE };
  if (!coverage.hasAccess) return { kind: "requestAccess" };
  if (coverage.submissionType === "email") {
    return coverage.submissionEmail
      ? { kind: "email", href: `mailto:${coverage.submissionEmail}?subject=${encodeURIComponent(`${coverage.label} submission`)}` }
      : { kind: "message", message: `${coverage.label} has no submission email yet.` };
  }
  if (coverage.submissionType === "external") {
    const href = marketFormUrl(coverage.submissionFormUrls, args.usesAlternateMarketForms);
    return href ? { kind: "external", href } : { kind: "message", message: `${coverage.label} has no market form yet.` };
  }
  return { kind: "online" };
}

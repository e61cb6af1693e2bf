import type { Role } from "./roles";
import { can } from "./permissions";

export interface ExternalLandingInput {
  role: Role;
  submissionID?: string;
  newProductIDs: string[];
  loginFlow: boolean;
  /** The user's stored preference to land on the wholesaler's home after login (behind its flag). */
  prefersExternalHome: boolean;
  /** Whether the named submission exists and this user may see it. */
  submissionAccessible: boolean;
}

export type ExternalLanding = { kind: "externalHome" } | { kind: "redirect"; to: string } | { kind: "notFound" };

/** Where a deep link into /external lands (spec 1 §2, /external handler). */
export function externalLanding(input: ExternalLandingInput): ExternalLanding {
  if (input.loginFlow && input.prefersExternalHome) return { kind: "externalHome" };
  const hasCoverages = input.newProductIDs.length > 0;
  if (!input.submissionID && !hasCoverages) return { kind: "redirect", to: "/coverages" };
  if (input.submissionID && !input.submissionAccessible) return { kind: "notFound" };
  if (input.submissionID && can(input.role, "openUnderwriterScreens")) {
    return { kind: "redirect", to: `/submission/${encodeURIComponent(input.submissionID)}` };
  }
  const query = new URLSearchParams();
  if (input.submissionID) query.set("submissionID", input.submissionID);
  if (hasCoverages) query.set("newProductIDs", input.newProductIDs.join(","));
  return { kind: "redirect", to: `/app-central?${query}` };
}

/** newProductIDs arrives as a comma list. */
export function parseIdList(value: string | string[] | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(",") : (value ?? "");
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What may be edited (spec 1 §6, spec 2 §6), as the screens ask it: the
 * answers come from the permission table (lib/domain/permissions.ts).
 */
import { can } from "./permissions";
import type { Role } from "./roles";
import type { ApplicationStatus } from "./statuses";

export type EditPermissions = {
  companyInfo: boolean;
  businessTypes: boolean;
  coverageQuestions: boolean;
  coveragePricing: boolean;
};

/**
 * Edit flags for the applications in view. One application: its status
 * decides. Several: only company info and business types, and only when
 * every application allows it. None: company info and business types are
 * editable, and there is no coverage to edit.
 */
export function editPermissions(args: { role: Role; statuses: readonly ApplicationStatus[] }): EditPermissions {
  const { role, statuses } = args;
  const companyInfo = can(role, "editCompanyInfo", { applicationStatuses: statuses });
  const businessTypes = can(role, "editBusinessTypes", { applicationStatuses: statuses });
  const [status] = statuses;
  if (statuses.length === 1) {
    return {
      companyInfo,
      businessTypes,
      coverageQuestions: can(role, "editCoverageQuestions", { status }),
      coveragePricing: can(role, "enterPricing", { status }),
    };
  }
  return { companyInfo, businessTypes, coverageQuestions: false, coveragePricing: false };
}

/** Company info and business types belong to the submission: every coverage in it must allow the edit. */
export function submissionEditPermissions(
  role: Role,
  applicationStatuses: readonly ApplicationStatus[],
): Pick<EditPermissions, "companyInfo" | "businessTypes"> {
  const { companyInfo, businessTypes } = editPermissions({ role, statuses: applicationStatuses });
  return { companyInfo, businessTypes };
}

/** Questions and pricing belong to one application: only its own status counts. */
export function applicationEditPermissions(role: Role, status: ApplicationStatus): Pick<EditPermissions, "coverageQuestions" | "coveragePricing"> {
  const { coverageQuestions, coveragePricing } = editPermissions({ role, statuses: [status] });
  return { coverageQuestions, coveragePricing };
}

export const SUBMISSION_NOT_EDITABLE = "This submission can no longer be edited: one of its coverages is past the editable statuses.";

import { isEditableStatus, isNoMarketStatus, type ApplicationStatus } from "./statuses";

/** Spec 1 §4, agent detail flow. */
export const EDIT_CONFIRMATION_MESSAGE = "Editing will revert your coverages back to Approval Requested or In Progress status";

/**
 * The status a section save leaves: InProgress, or on the last section
 * ApprovalRequested (marketplace) / Submitted (wholesale). A read-only
 * application keeps its status, since the server refuses the save.
 */
export function statusAfterSectionSave(args: { status: ApplicationStatus; isWholesale: boolean; isLastSection: boolean }): ApplicationStatus {
  if (!isEditableStatus(args.status)) return args.status;
  if (args.isLastSection) return args.isWholesale ? "Submitted" : "ApprovalRequested";
  return "InProgress";
}

/** Editing an editable application past InProgress asks first, then reverts it to InProgress. */
export function needsEditConfirmation(status: ApplicationStatus): boolean {
  return isEditableStatus(status) && status !== "NotStarted" && status !== "InProgress";
}

/** UnderwritingDeclined, ReferredToProgram, Declined and NTU open the 'no market' modal. */
export function opensNoMarketModal(status: ApplicationStatus): boolean {
  return isNoMarketStatus(status);
}

/** An application whose 'no market' modal the agent has yet to close: it opens on the submission until they do. */
export function awaitsNoMarketNotice(app: { status: ApplicationStatus; isDeclineAcknowledged: boolean }): boolean {
  return opensNoMarketModal(app.status) && !app.isDeclineAcknowledged;
}

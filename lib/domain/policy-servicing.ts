/**
 * Policy servicing screens (spec 3 §2, §4, §8, §9): what each post-bind
 * dialog says and asks for, and how the summary shows days and lapses.
 */
import type { PostBindDecision } from "./cancellations";
import { isWithinTerm } from "./cancellations";

export type PolicyDialogAction = PostBindDecision;

/** Spec 3 §8: the cancel-cancellation toasts. */
export const CANCEL_CANCELLATION_SUCCESS = "Cancellation has been successfully cancelled";
export const CANCEL_CANCELLATION_FAILURE = "Failed to cancel the cancellation";
export const REQUEST_FAILED = "Error occurred during request, please try again later.";
/** Cancelling a policy with a date after today schedules it: the policy is in force until then. */
export const CANCELLATION_SCHEDULED = "Cancellation scheduled: the policy stays in force until its cancellation date.";

export interface DialogCopy {
  title: string;
  /** The label of the button that sends it. */
  submitLabel: string;
  success: string;
  failure: string;
  /** Which fields the dialog asks for; none makes it a confirmation. */
  fields: readonly ("cancellationDate" | "reason" | "uecDueTo")[];
  /** It ends or undoes something: its button has the danger look. */
  destructive?: boolean;
}

const copy: Record<PolicyDialogAction, DialogCopy> = {
  requestCancellation: {
    title: "Request Cancellation",
    submitLabel: "Request Cancellation",
    success: "Cancellation requested.",
    failure: REQUEST_FAILED,
    fields: ["cancellationDate", "reason"],
  },
  cancelPolicy: {
    title: "Cancel Policy",
    submitLabel: "Cancel Policy",
    success: "Policy cancelled.",
    failure: REQUEST_FAILED,
    fields: ["cancellationDate", "reason", "uecDueTo"],
    destructive: true,
  },
  denyCancellation: { title: "Deny Cancellation", submitLabel: "Deny Cancellation", success: "Cancellation denied.", failure: REQUEST_FAILED, fields: [] },
  cancelCancellation: {
    title: "Cancel Cancellation",
    submitLabel: "Cancel Cancellation",
    success: CANCEL_CANCELLATION_SUCCESS,
    failure: CANCEL_CANCELLATION_FAILURE,
    fields: [],
    destructive: true,
  },
  requestReinstatement: {
    title: "Request Reinstatement",
    submitLabel: "Request Reinstatement",
    success: "Reinstatement requested.",
    failure: REQUEST_FAILED,
    fields: ["reason"],
  },
  reinstate: { title: "Reinstate Policy", submitLabel: "Reinstate", success: "Policy reinstated.", failure: REQUEST_FAILED, fields: [] },
  denyReinstatement: { title: "Deny Reinstatement", submitLabel: "Deny Reinstatement", success: "Reinstatement denied.", failure: REQUEST_FAILED, fields: [] },
};

/**
 * The fields of a dialog. Cancel Policy on a requested cancellation decides
 * the agent's request, which already carries its reason: the decision only
 * sets the date and what it is due to.
 */
export function dialogCopy(action: PolicyDialogAction, applicationStatus?: string): DialogCopy {
  const entry = copy[action];
  if (action === "cancelPolicy" && applicationStatus === "CancellationRequested") return { ...entry, fields: ["cancellationDate", "uecDueTo"] };
  // Reinstating a cancelled policy directly starts its reinstatement record, which says why as a request would.
  if (action === "reinstate" && applicationStatus === "PolicyCancelled") return { ...entry, fields: ["reason"] };
  return entry;
}

/**
 * The request a dialog decides, which must have loaded before the dialog
 * sends anything; null when the dialog starts a record of its own (a request,
 * an outright cancellation, a direct reinstatement).
 */
export function decidesRequest(action: PolicyDialogAction, applicationStatus: string): "cancellation" | "reinstatement" | null {
  switch (action) {
    case "denyCancellation":
    case "cancelCancellation":
      return "cancellation";
    case "cancelPolicy":
      return applicationStatus === "CancellationRequested" ? "cancellation" : null;
    case "denyReinstatement":
      return "reinstatement";
    case "reinstate":
      return applicationStatus === "ReinstatementRequested" ? "reinstatement" : null;
    default:
      return null;
  }
}

/** The confirmation text of a decision without fields (spec 3 §4 for cancelling a cancellation). */
export function confirmationText(action: PolicyDialogAction, productName: string): string {
  switch (action) {
    case "denyCancellation":
      return `The cancellation request of ${productName} will be denied and the policy stays in force.`;
    case "cancelCancellation":
      return `This deletes the cancellation endorsement or data sheet and reverts the status to Bound for ${productName}.`;
    case "reinstate":
      return `${productName} will be reinstated and Bound again.`;
    case "denyReinstatement":
      return `The reinstatement request of ${productName} will be denied and the policy stays cancelled.`;
    default:
      return "";
  }
}

export const TERM_DATE_MESSAGE = "Please select a date within the policy term.";

/** The error of a cancellation date, or null: required, and within the term when the term is known. */
export function cancellationDateError(day: string, term: { effectiveDate: string | null; expirationDate: string | null }): string | null {
  if (!day) return "Please select a date.";
  if (term.effectiveDate && term.expirationDate && !isWithinTerm(day, { effectiveDate: term.effectiveDate, expirationDate: term.expirationDate }))
    return TERM_DATE_MESSAGE;
  return null;
}

/** "1 day", "12 days". */
export function formatLapse(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** Dollars with cents (as the API answers money) to whole cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

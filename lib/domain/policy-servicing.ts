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

export interface DialogCopy {
  title: string;
  /** The label of the button that sends it. */
  submitLabel: string;
  success: string;
  failure: string;
  /** Which fields the dialog asks for; none makes it a confirmation. */
  fields: readonly ("cancellationDate" | "reason" | "uecDueTo")[];
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
  },
  denyCancellation: { title: "Deny Cancellation", submitLabel: "Deny Cancellation", success: "Cancellation denied.", failure: REQUEST_FAILED, fields: [] },
  cancelCancellation: {
    title: "Cancel Cancellation",
    submitLabel: "Cancel Cancellation",
    success: CANCEL_CANCELLATION_SUCCESS,
    failure: CANCEL_CANCELLATION_FAILURE,
    fields: [],
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
  return entry;
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

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric", timeZone: "UTC" });

/** A calendar day (YYYY-MM-DD) in short locale form, the same day in every time zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "";
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

/** "1 day", "12 days". */
export function formatLapse(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** Dollars with cents (as the API answers money) to whole cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

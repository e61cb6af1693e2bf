/**
 * Where a coverage row's Review leads: the step the application is at
 * (spec 1 §2 routes, spec 2 §2 agent side, spec 3 §2).
 */
import type { ApplicationStatus } from "./statuses";

export type ReviewStep = "questionnaire" | "reviewQuote" | "documents" | "summary";

const stepByStatus: Partial<Record<ApplicationStatus, ReviewStep>> = {
  NotStarted: "questionnaire",
  InProgress: "questionnaire",
  ApprovalRequested: "questionnaire",
  Submitted: "questionnaire",
  Working: "questionnaire",
  InMarket: "questionnaire",
  RequestedInfo: "questionnaire",
  QuoteApproved: "reviewQuote",
  Quoted: "reviewQuote",
  PendingBind: "documents",
};

/** Editable pre-quote statuses open the questionnaire; quoted ones the quote, PendingBind the bind documents; every other status the read-only summary. */
export function reviewStep(status: string): ReviewStep {
  return stepByStatus[status as ApplicationStatus] ?? "summary";
}

const suffix: Record<ReviewStep, string> = {
  questionnaire: "",
  reviewQuote: "/review-quote",
  documents: "/documents",
  summary: "/summary",
};

export function reviewHref(appID: string, status: string): string {
  return `/coverage/${encodeURIComponent(appID)}${suffix[reviewStep(status)]}`;
}

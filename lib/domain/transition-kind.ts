/**
 * The kinds of status change (spec 1 §4, spec 2 §3-§4): the vocabulary the
 * permission table grants by and the transition rules judge, in a module of
 * its own so neither imports the other for it.
 */
export type TransitionKind =
  | "sectionSave" // agent saves a section: editable status → InProgress
  | "submit" // agent saves the last section: editable status → ApprovalRequested (marketplace) / Submitted (wholesale)
  | "manualStatus" // underwriter status selector (spec 2 §4 table)
  | "decline" // → UnderwritingDeclined (marketplace) or Declined (wholesale)
  | "notTakenUp" // wholesale → NTU
  | "approveQuote" // underwriter Approve: → QuoteApproved (marketplace) / Quoted (wholesale)
  | "requestBind" // agent Request Bind: QuoteApproved or Quoted → PendingBind, needs a persisted uploaded document
  | "proceedToBind" // underwriter Proceed to Bind (flag): QuoteApproved or Quoted → PendingBind
  | "bind" // underwriter Bind: → Bound, needs a policy number
  | "requestRenewal"; // Bound wholesale → RequestedRenewal

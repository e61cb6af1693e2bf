/**
 * Who may do what: the one permission table (docs/domain.md, "Roles"). The
 * server refuses with it and the screens hide with it, so the two cannot
 * disagree. `can(role, action)` answers whether the role may ever do it;
 * with a subject it also weighs the record's state (its status, who
 * uploaded it). Status machines (transitions, endorsement actions) keep their
 * own tables of steps; which role may take a kind of step is answered here.
 */
import type { DocumentCategory } from "./document-category";
import type { NoticeAudience } from "./notice-audience";
import type { Role } from "./roles";
import { isEditableStatus, isServiceableStatus, type ApplicationStatus } from "./statuses";
import type { TransitionKind } from "./transition-kind";

/** The roles the table grants to; an identity's Admin role counts where the spec names it (note actions). */
export type Actor = Role | "Admin";

const underwriter: readonly Actor[] = ["Underwriter"];
const agent: readonly Actor[] = ["Agent"];
const both: readonly Actor[] = ["Agent", "Underwriter"];

const allEditable = (s: { applicationStatuses: readonly ApplicationStatus[] }) => s.applicationStatuses.every(isEditableStatus);
const editable = (s: { status: ApplicationStatus }) => isEditableStatus(s.status);

/** Statuses after which an endorsement's price is fixed. */
const endorsementCostLocked: readonly string[] = ["Bound", "Declined", "Archived"];

/** Which role uploads each document category (spec 2 §9, spec 3 §5). */
const categoryUploader: Record<DocumentCategory, Role> = { upload_view_upload: "Agent", upload_finalize_quote: "Underwriter", Bind: "Underwriter" };

/** Which role may take each kind of status change (spec 1 §4, spec 2 §3-§4). */
const transitionRoles: Record<TransitionKind, readonly Actor[]> = {
  sectionSave: agent,
  submit: agent,
  requestBind: agent,
  requestRenewal: both,
  decline: both,
  notTakenUp: both,
  manualStatus: underwriter,
  approveQuote: underwriter,
  proceedToBind: underwriter,
  bind: underwriter,
};

/** Who takes each endorsement action, by the endorsement's status (spec 3 §4, §6). */
const endorsementActors: Readonly<Record<string, Partial<Record<string, readonly Actor[]>>>> = {
  decline: { ApprovalRequested: underwriter, EndorsementApproved: underwriter, BindRequested: underwriter },
  approve: { ApprovalRequested: underwriter },
  bind: { EndorsementApproved: underwriter, BindRequested: underwriter },
  archive: { ApprovalRequested: agent, EndorsementApproved: both },
  modify: { EndorsementApproved: agent, BindRequested: both },
  requestBind: { EndorsementApproved: agent },
};

interface Rule<S> {
  roles: readonly Actor[];
  /** The subject's part of the answer; the role has already passed. */
  when?: (subject: S, role: Actor) => boolean;
}

const rule = <S = never>(roles: readonly Actor[], when?: (subject: S, role: Actor) => boolean): Rule<S> => ({ roles, when });

const rules = {
  // The submission and its applications (spec 1 §6, spec 2 §6)
  createSubmission: rule(agent),
  /** A wholesaler's program signs in only agents of its agencies. */
  signInThroughProgram: rule(agent),
  editCompanyInfo: rule(both, allEditable),
  editBusinessTypes: rule(both, allEditable),
  editCoverageQuestions: rule(both, editable),
  enterPricing: rule(underwriter, editable),
  chooseCarrier: rule(underwriter, editable),
  setPolicyNumber: rule(underwriter),
  flagForManualReview: rule(underwriter),
  /** Let a coverage no carrier wants be submitted all the same (lib/domain/appetite.ts). */
  overrideAppetite: rule(underwriter),
  changeStatus: rule(both, (s: { kind: TransitionKind }, role) => transitionRoles[s.kind].includes(role)),
  /** The every-status override of the status rules (a flag) is the underwriter's. */
  changeEveryStatus: rule(underwriter),
  /** Answers an agent changes return a submitted application to In Progress (spec 1 §4). */
  reopenWithAnswers: rule(agent),
  /** Wholesale rows offer the agent Decline and Not Taken Up from the agent's own statuses. */
  declineFromRow: rule(agent),
  declineMarketplace: rule(underwriter),
  seePriceIndication: rule(agent),
  acknowledgeDecline: rule(agent),
  linkRenewal: rule(underwriter),
  /** Go To UW Flow leads into the underwriter screens, which only underwriters may open. */
  takeUnderwriterShortcut: rule(underwriter),

  // Reach: what the role sees beyond its agency
  seeEveryAgency: rule(underwriter),

  /** The book of business: an underwriter's over every agency, an agent's over their own (the figures are narrowed by seeEveryAgency). */
  readDashboard: rule(both),

  // An agency's systems (docs/api.md): keys, webhooks
  /** Keys for an agency's system are made and revoked by underwriters, for any agency. */
  manageApiKeys: rule(underwriter),
  /** Webhook endpoints: an agency's own (its agents, its keys), or any agency's for an underwriter. */
  manageWebhooks: rule(both),
  /** A bearer token issued from a browser session; an API key's service user is refused in the route, its key being its bearer. */
  issueApiToken: rule(both),
  useEveryProduct: rule(underwriter),
  openUnderwriterScreens: rule(underwriter),
  /** The applications waiting on an underwriter, across agencies. */
  readWorkQueue: rule(underwriter),
  /** Who changed which fields of a record, and when. */
  readAuditTrail: rule(underwriter),
  /** Clearance: every agency's submissions of the same insured, and the decision on each (an agent never sees another agency's). */
  seeClearance: rule(underwriter),
  decideClearance: rule(underwriter),

  // Documents (spec 2 §5-§6, §9)
  seeHiddenDocuments: rule(underwriter),
  hideDocument: rule(underwriter),
  uploadAs: rule(both, (s: { uploaderType: string }, role) => s.uploaderType === role),
  uploadCategory: rule(both, (s: { category: DocumentCategory }, role) => categoryUploader[s.category] === role),
  /** Agents delete only what agents uploaded. */
  deleteDocument: rule(both, (s: { uploaderType: string }, role) => role === "Underwriter" || s.uploaderType === "Agent"),

  // Notes (spec 3 §6-§7)
  seeInternalNotes: rule(underwriter),
  writeInternalNotes: rule(underwriter),
  notifyProducer: rule(underwriter),
  /** Reply, and (on an MGA underwriter's note) change visibility or remove: the spec withholds these from agents only. */
  actOnNotes: rule(["Underwriter", "Admin"]),
  /** Who a notification reaches: the agency's agents (a note's Producer), or the underwriters (its Underwriter). */
  receiveNotice: rule(both, (s: { audience: NoticeAudience }, role) => (s.audience === "agency" ? role === "Agent" : role === "Underwriter")),

  // After bind (spec 3 §1, §3-§4, §6)
  endorse: rule(agent),
  actOnEndorsement: rule(both, (s: { action: string; endorsementStatus: string }, role) =>
    (endorsementActors[s.action]?.[s.endorsementStatus] ?? []).includes(role),
  ),
  priceEndorsement: rule(underwriter, (s: { endorsementStatus: string }) => !endorsementCostLocked.includes(s.endorsementStatus)),
  /** A policy in force with nothing pending: Bound, or in force again after a denied cancellation. */
  requestCancellation: rule(agent, (s: { applicationStatus: string }) => isServiceableStatus(s.applicationStatus)),
  cancelPolicy: rule(
    underwriter,
    (s: { applicationStatus: string }) => isServiceableStatus(s.applicationStatus) || s.applicationStatus === "CancellationRequested",
  ),
  denyCancellation: rule(underwriter, (s: { applicationStatus: string }) => s.applicationStatus === "CancellationRequested"),
  /** Answering a cancellation at all (cancel the policy, deny, cancel the cancellation); each answer has its rule here. */
  decideCancellation: rule(underwriter),
  /**
   * Not once it is cancelled or denied, and not while the policy is Bound or a reinstatement is pending. Only the
   * policy's latest cancellation, the one that put it in its status: undoing an older one would revert the policy
   * under a newer one and leave that one open forever.
   */
  cancelCancellation: rule(
    underwriter,
    (s: { cancellationStatus: string; applicationStatus: string; isLatest: boolean }) =>
      s.isLatest &&
      s.cancellationStatus !== "CancellationCancelled" &&
      s.cancellationStatus !== "CancellationDenied" &&
      s.applicationStatus !== "Bound" &&
      s.applicationStatus !== "ReinstatementRequested",
  ),
  seeUecDueTo: rule(underwriter),
  requestReinstatement: rule(agent, (s: { applicationStatus: string }) => s.applicationStatus === "PolicyCancelled"),
  /** Deciding an agent's request, or reinstating a cancelled policy directly (spec 2 §2's row table: PolicyCancelled gives reinstate). */
  reinstate: rule(
    underwriter,
    (s: { applicationStatus: string }) => s.applicationStatus === "ReinstatementRequested" || s.applicationStatus === "PolicyCancelled",
  ),
  denyReinstatement: rule(underwriter, (s: { applicationStatus: string }) => s.applicationStatus === "ReinstatementRequested"),
  /** Answering a reinstatement request at all (reinstate or deny); each answer has its rule here. */
  decideReinstatement: rule(underwriter),
} satisfies Record<string, Rule<never>>;

export type Action = keyof typeof rules;
export type Subject<A extends Action> = (typeof rules)[A] extends Rule<infer S> ? S : never;

/**
 * May this role do this? Without a subject: ever (the role's side alone).
 * With one: to this record in its state. A role the table does not name may
 * nothing.
 */
export function can<A extends Action>(role: Actor, action: A, subject?: Subject<A>): boolean {
  const { roles, when } = rules[action] as Rule<Subject<A>>;
  if (!roles.includes(role)) return false;
  return subject === undefined || !when || when(subject, role);
}

/** The roles that may ever take an action: a route's audience in the API description, the role a refusal names. */
export function whoMay(action: Action): readonly Actor[] {
  return rules[action].roles;
}

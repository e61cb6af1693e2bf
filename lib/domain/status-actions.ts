import type { Role } from "./roles";
import { statusFamily, type ApplicationStatus } from "./statuses";
import { PRECONDITIONS_MET, REQUEST_BIND_DOCUMENT_MESSAGE, UPLOAD_DOCUMENT_MESSAGE, evaluateTransition, manualStatusChoices } from "./transitions";
import type { TransitionKind } from "./transition-kind";

export interface StatusAction {
  kind: TransitionKind;
  to: ApplicationStatus;
  /** Set when the action shows but its precondition is not met yet (disabled, or refused by the server with this message). */
  blockedReason?: string;
}

export interface StatusActionsInput {
  role: Role;
  status: ApplicationStatus;
  isWholesale: boolean;
  flags: { allowEveryStatus: boolean; proceedToBind: boolean; renewalAction: boolean };
  hasPersistedDocument: boolean;
}

// Section saves and submits follow the questionnaire (agent-flow.ts), not a status action.
const offeredKinds: readonly TransitionKind[] = [
  "manualStatus",
  "approveQuote",
  "proceedToBind",
  "bind",
  "decline",
  "notTakenUp",
  "requestBind",
  "requestRenewal",
];

function blockedReason(kind: TransitionKind, input: StatusActionsInput): string | undefined {
  if (kind === "requestBind" && !input.hasPersistedDocument) return REQUEST_BIND_DOCUMENT_MESSAGE;
  // Spec 2 §5: Bind is enabled only with agent documents present, or with the proceed-to-bind flag.
  if (kind === "bind" && !input.hasPersistedDocument && !input.flags.proceedToBind) return UPLOAD_DOCUMENT_MESSAGE;
  return undefined;
}

/**
 * The status actions a screen may offer, asked of the same rule the server
 * uses. Preconditions the screen cannot know (the policy number typed at bind)
 * are assumed met; a missing document still offers the action with a reason.
 * Request Renewal is hidden without the renewal-action flag.
 */
export function availableStatusActions(input: StatusActionsInput): StatusAction[] {
  const { role, status, isWholesale, flags } = input;
  const actions: StatusAction[] = [];
  for (const kind of offeredKinds) {
    if (kind === "requestRenewal" && !flags.renewalAction) continue;
    // The selector lists its choices in the spec's order; other kinds have one target per family.
    const candidates =
      kind === "manualStatus" ? manualStatusChoices({ from: status, isWholesale, allowEveryStatus: flags.allowEveryStatus }) : statusFamily(isWholesale);
    for (const to of candidates) {
      const verdict = evaluateTransition({
        kind,
        role,
        isWholesale,
        from: status,
        to,
        flags: { allowEveryStatus: flags.allowEveryStatus, proceedToBind: flags.proceedToBind },
        ...PRECONDITIONS_MET,
      });
      if (!verdict.allowed) continue;
      const reason = blockedReason(kind, input);
      actions.push(reason ? { kind, to, blockedReason: reason } : { kind, to });
    }
  }
  return actions;
}

/**
 * Who may send what in a PATCH of an application (spec 1 §4, §7, spec 2 §7):
 * the underwriter's parts of the body (the policy number, pricing, the carrier,
 * the manual-review flag) are refused (403) to a role the permission table
 * does not grant them, and an agent's changed answers return an application
 * past In Progress to it. The server asks this once per write.
 */
import { can, whoMay, type Action, type Actor } from "./permissions";
import { roles, roleWithArticle } from "./roles";

/** The parts of the body this decision reads (the body's schema is lib/schemas/application.ts). */
export interface ApplicationPatchParts {
  answerType?: "general" | "pricing";
  answers?: unknown;
  selectedCarrierID?: unknown;
  isFlaggedForManualReview?: unknown;
  policyNo?: unknown;
  appetiteOverride?: unknown;
}

interface GuardedPart {
  action: Action;
  /** What a refusal says the role may not do. */
  what: string;
  sent: (patch: ApplicationPatchParts) => boolean;
}

// In the order a body with several of them is refused by.
const guardedParts: readonly GuardedPart[] = [
  { action: "setPolicyNumber", what: "set the policy number", sent: (p) => p.policyNo !== undefined },
  { action: "enterPricing", what: "enter pricing", sent: (p) => p.answers !== undefined && p.answerType === "pricing" },
  { action: "chooseCarrier", what: "choose the carrier", sent: (p) => p.selectedCarrierID !== undefined },
  { action: "flagForManualReview", what: "flag an application for manual review", sent: (p) => p.isFlaggedForManualReview !== undefined },
  { action: "overrideAppetite", what: "override the appetite", sent: (p) => p.appetiteOverride !== undefined },
];

export interface ApplicationPatchVerdict {
  /** Why this role may not send this body at all (403), or null. */
  refusal: string | null;
  /** The body carries the agent's own answers, which return a submitted application to In Progress. */
  reopensWithAnswers: boolean;
}

// The role a refusal names is the one the table grants the action to.
const onlyMessage = ({ action, what }: GuardedPart) =>
  `Only ${roles
    .filter((r) => whoMay(action).includes(r))
    .map((r) => roleWithArticle[r])
    .join(" or ")} may ${what}.`;

export function judgeApplicationPatch(role: Actor, patch: ApplicationPatchParts): ApplicationPatchVerdict {
  const refused = guardedParts.find((part) => part.sent(patch) && !can(role, part.action));
  return {
    refusal: refused ? onlyMessage(refused) : null,
    reopensWithAnswers: can(role, "reopenWithAnswers") && patch.answers !== undefined && patch.answerType !== "pricing",
  };
}

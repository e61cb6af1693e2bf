import { describe, expect, it } from "vitest";
import type { Role } from "./roles";
import { availableStatusActions, type StatusAction, type StatusActionsInput } from "./status-actions";
import { applicationStatuses, type ApplicationStatus as S } from "./statuses";
import { transitionKindFor } from "./requested-transition";
import { READY_FOR_POLICY } from "./policy-readiness";
import { UPLOAD_DOCUMENT_MESSAGE, evaluateTransition } from "./transitions";

const ON = { allowEveryStatus: false, proceedToBind: true, renewalAction: true };
const DOC_MESSAGE = "Please upload at least one document containing a signed App Packet";

function input(role: Role, status: S, isWholesale: boolean, over: Partial<StatusActionsInput> = {}): StatusActionsInput {
  return { role, status, isWholesale, flags: ON, hasPersistedDocument: true, ...over };
}

describe("availableStatusActions (spec 2 §4–§5, spec 3 §4)", () => {
  it.each<[string, StatusActionsInput, StatusAction[]]>([
    ["agent, marketplace QuoteApproved: Request Bind", input("Agent", "QuoteApproved", false), [{ kind: "requestBind", to: "PendingBind" }]],
    [
      "agent, Request Bind still shows without a document",
      input("Agent", "QuoteApproved", false, { hasPersistedDocument: false }),
      [{ kind: "requestBind", to: "PendingBind", blockedReason: DOC_MESSAGE }],
    ],
    [
      "agent, wholesale Quoted: Decline, NTU, Request Bind",
      input("Agent", "Quoted", true),
      [
        { kind: "decline", to: "Declined" },
        { kind: "notTakenUp", to: "NTU" },
        { kind: "requestBind", to: "PendingBind" },
      ],
    ],
    [
      "agent, wholesale Submitted: Decline and NTU",
      input("Agent", "Submitted", true),
      [
        { kind: "decline", to: "Declined" },
        { kind: "notTakenUp", to: "NTU" },
      ],
    ],
    [
      "agent, wholesale PendingBind: Decline and NTU",
      input("Agent", "PendingBind", true),
      [
        { kind: "decline", to: "Declined" },
        { kind: "notTakenUp", to: "NTU" },
      ],
    ],
    ["agent, wholesale Working: none", input("Agent", "Working", true), []],
    ["agent, marketplace ApprovalRequested: none", input("Agent", "ApprovalRequested", false), []],
    ["agent, marketplace InProgress: no decline", input("Agent", "InProgress", false), []],
    ["agent, wholesale Bound: Request Renewal", input("Agent", "Bound", true), [{ kind: "requestRenewal", to: "RequestedRenewal" }]],
    ["agent, wholesale Bound without the renewal flag: none", input("Agent", "Bound", true, { flags: { ...ON, renewalAction: false } }), []],
    ["agent, marketplace Bound: none", input("Agent", "Bound", false), []],
    ["agent, the every-status flag changes nothing", input("Agent", "ApprovalRequested", false, { flags: { ...ON, allowEveryStatus: true } }), []],
    ["underwriter, marketplace InProgress: decline only", input("Underwriter", "InProgress", false), [{ kind: "decline", to: "UnderwritingDeclined" }]],
    [
      "underwriter, marketplace ApprovalRequested",
      input("Underwriter", "ApprovalRequested", false),
      [
        { kind: "manualStatus", to: "InProgress" },
        { kind: "approveQuote", to: "QuoteApproved" },
        { kind: "decline", to: "UnderwritingDeclined" },
      ],
    ],
    [
      "underwriter, marketplace QuoteApproved with proceed-to-bind",
      input("Underwriter", "QuoteApproved", false),
      [
        { kind: "manualStatus", to: "InProgress" },
        { kind: "manualStatus", to: "ApprovalRequested" },
        { kind: "proceedToBind", to: "PendingBind" },
        { kind: "decline", to: "UnderwritingDeclined" },
      ],
    ],
    [
      "underwriter, marketplace QuoteApproved without proceed-to-bind",
      input("Underwriter", "QuoteApproved", false, { flags: { ...ON, proceedToBind: false } }),
      [
        { kind: "manualStatus", to: "InProgress" },
        { kind: "manualStatus", to: "ApprovalRequested" },
        { kind: "decline", to: "UnderwritingDeclined" },
      ],
    ],
    [
      "underwriter, marketplace PendingBind",
      input("Underwriter", "PendingBind", false),
      [
        { kind: "manualStatus", to: "InProgress" },
        { kind: "manualStatus", to: "ApprovalRequested" },
        { kind: "manualStatus", to: "QuoteApproved" },
        { kind: "bind", to: "Bound" },
        { kind: "decline", to: "UnderwritingDeclined" },
      ],
    ],
    [
      "underwriter, Bind is disabled without agent documents",
      input("Underwriter", "PendingBind", false, { hasPersistedDocument: false, flags: { ...ON, proceedToBind: false } }),
      [
        { kind: "manualStatus", to: "InProgress" },
        { kind: "manualStatus", to: "ApprovalRequested" },
        { kind: "manualStatus", to: "QuoteApproved" },
        { kind: "bind", to: "Bound", blockedReason: "Please upload at least one document" },
        { kind: "decline", to: "UnderwritingDeclined" },
      ],
    ],
    [
      "underwriter, the proceed-to-bind flag enables Bind without agent documents",
      input("Underwriter", "IncompleteBind", false, { hasPersistedDocument: false }),
      [{ kind: "bind", to: "Bound" }],
    ],
    [
      "underwriter, wholesale Working",
      input("Underwriter", "Working", true),
      [
        { kind: "manualStatus", to: "Submitted" },
        { kind: "manualStatus", to: "InMarket" },
        { kind: "manualStatus", to: "RequestedInfo" },
        { kind: "manualStatus", to: "ReferredToProgram" },
        { kind: "approveQuote", to: "Quoted" },
        { kind: "decline", to: "Declined" },
        { kind: "notTakenUp", to: "NTU" },
      ],
    ],
    [
      "underwriter, wholesale Quoted",
      input("Underwriter", "Quoted", true),
      [
        { kind: "manualStatus", to: "Working" },
        { kind: "manualStatus", to: "InMarket" },
        { kind: "manualStatus", to: "RequestedInfo" },
        { kind: "manualStatus", to: "ReferredToProgram" },
        { kind: "proceedToBind", to: "PendingBind" },
        { kind: "decline", to: "Declined" },
        { kind: "notTakenUp", to: "NTU" },
      ],
    ],
    ["underwriter, wholesale ReferredToProgram: none", input("Underwriter", "ReferredToProgram", true), []],
    ["underwriter, wholesale Bound: Request Renewal", input("Underwriter", "Bound", true), [{ kind: "requestRenewal", to: "RequestedRenewal" }]],
    [
      "underwriter, every-status flag on wholesale Declined: the statuses before bind; a bind and a bind request have their own steps",
      input("Underwriter", "Declined", true, { flags: { allowEveryStatus: true, proceedToBind: false, renewalAction: false } }),
      [
        ...(["NotStarted", "InProgress", "Submitted", "Working", "RequestedInfo", "InMarket", "Quoted", "NTU", "ReferredToProgram"] as const).map(
          (to): StatusAction => ({ kind: "manualStatus", to }),
        ),
        { kind: "approveQuote", to: "Quoted" },
        { kind: "bind", to: "Bound" },
        { kind: "notTakenUp", to: "NTU" },
      ],
    ],
    [
      "underwriter, every-status flag on a Bound policy: nothing (its statuses move through the policy actions)",
      input("Underwriter", "Bound", false, { flags: { allowEveryStatus: true, proceedToBind: true, renewalAction: true } }),
      [],
    ],
    [
      "underwriter, every-status flag on marketplace QuoteApproved: Proceed to Bind, not Pending Bind in the selector",
      input("Underwriter", "QuoteApproved", false, { flags: { allowEveryStatus: true, proceedToBind: false, renewalAction: false } }),
      [
        ...(
          [
            "NotStarted",
            "InProgress",
            "ApprovalRequested",
            "UnderwritingDeclined",
            "UnderwritingBindReview",
            "IncompleteBind",
            "QuoteArchived",
            "QuotePermanentlyArchived",
            "Renewal",
            "Hidden",
            "NTU",
            "Declined",
            "ReferredToProgram",
          ] as const
        ).map((to): StatusAction => ({ kind: "manualStatus", to })),
        { kind: "proceedToBind", to: "PendingBind" },
        { kind: "bind", to: "Bound" },
        { kind: "decline", to: "UnderwritingDeclined" },
        { kind: "decline", to: "Declined" },
        { kind: "notTakenUp", to: "NTU" },
      ],
    ],
  ])("%s", (_name, args, expected) => {
    expect(availableStatusActions(args)).toEqual(expected);
  });
});

describe("screens and server agree", () => {
  const flagSets = [false, true].flatMap((allowEveryStatus) =>
    [false, true].flatMap((proceedToBind) => [false, true].map((renewalAction) => ({ allowEveryStatus, proceedToBind, renewalAction }))),
  );
  const rows = (["Agent", "Underwriter"] as const).flatMap((role) =>
    [false, true].flatMap((isWholesale) => applicationStatuses.map((status) => [role, isWholesale, status] as const)),
  );

  it.each(rows)("%s, wholesale %s, %s: every offered action passes the server's reading of its target", (role, isWholesale, status) => {
    for (const flags of flagSets) {
      for (const hasPersistedDocument of [false, true]) {
        for (const action of availableStatusActions({ role, status, isWholesale, flags, hasPersistedDocument })) {
          const kind = transitionKindFor({ role, from: status, to: action.to, isWholesale });
          const verdict = evaluateTransition({
            kind,
            role,
            isWholesale,
            from: status,
            to: action.to,
            flags,
            hasPersistedDocument,
            hasQuoteDocument: true,
            policyNo: "POL-1",
            effectiveDate: "2026-12-01",
            quoteExpired: false,
            readiness: READY_FOR_POLICY,
          });
          const expected =
            kind === "requestBind" && !hasPersistedDocument
              ? { allowed: false, code: "unprocessable", message: DOC_MESSAGE }
              : action.to === "Bound" && !hasPersistedDocument && !flags.proceedToBind
                ? { allowed: false, code: "unprocessable", message: UPLOAD_DOCUMENT_MESSAGE }
                : { allowed: true };
          expect({ flags, hasPersistedDocument, action, kind, verdict }).toEqual({ flags, hasPersistedDocument, action, kind, verdict: expected });
        }
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import { READY_FOR_POLICY } from "./policy-readiness";
import type { Role } from "./roles";
import { applicationStatuses, statusLabel, type ApplicationStatus as S } from "./statuses";
import { agentRowDeclineTargets, approveTarget, declineTargets, evaluateTransition, manualStatusChoices, type TransitionRequest } from "./transitions";
import type { TransitionKind } from "./transition-kind";

type Family = "marketplace" | "wholesale";
type Code = "allowed" | "forbidden" | "conflict" | "unprocessable";

// The spec's tables, written out (spec 1 §4, spec 2 §4).
const FAMILY: Record<Family, readonly S[]> = {
  marketplace: [
    "NotStarted",
    "InProgress",
    "ApprovalRequested",
    "QuoteApproved",
    "PendingBind",
    "Bound",
    "PolicyCancelled",
    "CancellationRequested",
    "CancellationScheduled",
    "CancellationDenied",
    "ReinstatementRequested",
    "ReinstatementDenied",
    "PolicyReinstated",
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
  ],
  wholesale: [
    "NotStarted",
    "InProgress",
    "Submitted",
    "Working",
    "RequestedInfo",
    "InMarket",
    "Quoted",
    "NTU",
    "PendingBind",
    "Bound",
    "ReferredToProgram",
    "RequestedRenewal",
    "Declined",
  ],
};
const EDITABLE: readonly S[] = [
  "NotStarted",
  "InProgress",
  "ApprovalRequested",
  "Submitted",
  "InMarket",
  "RequestedInfo",
  "Working",
  "QuoteApproved",
  "Quoted",
  "PendingBind",
];
const MARKETPLACE_DECLINE_FROM: readonly S[] = ["InProgress", "ApprovalRequested", "QuoteApproved", "PendingBind"];
// A wholesale renewal (status Renewal, made by Request Renewal) is worked as a submission: the underwriter may decline it.
const WHOLESALE_DECLINE_FROM: readonly S[] = ["InProgress", "Submitted", "Working", "RequestedInfo", "InMarket", "Quoted", "PendingBind", "Renewal"];
const AGENT_ROW_FROM: readonly S[] = ["InProgress", "ApprovalRequested", "Quoted", "PendingBind", "Submitted"];
const BIND_REQUEST_FROM: readonly S[] = ["QuoteApproved", "Quoted"];
const BIND_FROM: readonly S[] = ["PendingBind", "UnderwritingBindReview", "IncompleteBind"];
// A policy exists (spec 1 §4's post-bind statuses, with a reinstated policy and a denied reinstatement).
const AFTER_BIND: readonly S[] = [
  "Bound",
  "PolicyCancelled",
  "CancellationRequested",
  "CancellationScheduled",
  "ReinstatementRequested",
  "CancellationDenied",
  "RequestedRenewal",
  "PolicyReinstated",
  "ReinstatementDenied",
];

const MARKETPLACE_MANUAL: Partial<Record<S, readonly S[]>> = {
  InProgress: [],
  ApprovalRequested: ["InProgress"],
  QuoteApproved: ["InProgress", "ApprovalRequested"],
  PendingBind: ["InProgress", "ApprovalRequested", "QuoteApproved"],
};
const WHOLESALE_MANUAL: Partial<Record<S, readonly S[]>> = {
  Submitted: ["Working", "InMarket", "RequestedInfo", "ReferredToProgram"],
  Quoted: ["Working", "InMarket", "RequestedInfo", "ReferredToProgram"],
  Working: ["Submitted", "InMarket", "RequestedInfo", "ReferredToProgram"],
  InMarket: ["Submitted", "Working", "RequestedInfo", "ReferredToProgram"],
  RequestedInfo: ["Submitted", "Working", "InMarket", "ReferredToProgram"],
  ReferredToProgram: [],
  // A wholesale renewal is taken into the working statuses, as a submission.
  Renewal: ["Submitted", "Working", "InMarket", "RequestedInfo", "ReferredToProgram"],
};

type NonManualKind = Exclude<TransitionKind, "manualStatus">;
const TARGET: Record<NonManualKind, Record<Family, S>> = {
  sectionSave: { marketplace: "InProgress", wholesale: "InProgress" },
  submit: { marketplace: "ApprovalRequested", wholesale: "Submitted" },
  decline: { marketplace: "UnderwritingDeclined", wholesale: "Declined" },
  notTakenUp: { marketplace: "NTU", wholesale: "NTU" },
  approveQuote: { marketplace: "QuoteApproved", wholesale: "Quoted" },
  requestBind: { marketplace: "PendingBind", wholesale: "PendingBind" },
  proceedToBind: { marketplace: "PendingBind", wholesale: "PendingBind" },
  bind: { marketplace: "Bound", wholesale: "Bound" },
  requestRenewal: { marketplace: "RequestedRenewal", wholesale: "RequestedRenewal" },
};

/** From-statuses each role may start the kind from; "forbidden" when the role may not do it at all. */
type RoleRule = Record<Family, readonly S[] | "forbidden">;
const both = (from: readonly S[]): RoleRule => ({ marketplace: from, wholesale: from });
const FORBIDDEN: RoleRule = { marketplace: "forbidden", wholesale: "forbidden" };
const RULES: Record<NonManualKind, Record<Role, RoleRule>> = {
  sectionSave: { Agent: both(EDITABLE), Underwriter: FORBIDDEN },
  submit: { Agent: both(EDITABLE), Underwriter: FORBIDDEN },
  decline: {
    Agent: { marketplace: "forbidden", wholesale: AGENT_ROW_FROM },
    Underwriter: { marketplace: MARKETPLACE_DECLINE_FROM, wholesale: WHOLESALE_DECLINE_FROM },
  },
  notTakenUp: {
    Agent: { marketplace: "forbidden", wholesale: AGENT_ROW_FROM },
    Underwriter: { marketplace: [], wholesale: WHOLESALE_DECLINE_FROM },
  },
  approveQuote: { Agent: FORBIDDEN, Underwriter: { marketplace: ["ApprovalRequested"], wholesale: ["Submitted", "Working", "RequestedInfo", "InMarket"] } },
  requestBind: { Agent: both(BIND_REQUEST_FROM), Underwriter: FORBIDDEN },
  proceedToBind: { Agent: FORBIDDEN, Underwriter: both(BIND_REQUEST_FROM) },
  bind: { Agent: FORBIDDEN, Underwriter: both(BIND_FROM) },
  // A policy whose cancellation was denied is in force as it was: renewed as a Bound one.
  requestRenewal: {
    Agent: { marketplace: [], wholesale: ["Bound", "CancellationDenied"] },
    Underwriter: { marketplace: [], wholesale: ["Bound", "CancellationDenied"] },
  },
};

/**
 * Targets each underwriter kind reaches under the every-status override, from
 * a status before bind (then limited to the family, current status excluded);
 * "own" kinds keep their own statuses.
 */
const OVERRIDE_TARGETS: Record<TransitionKind, readonly S[] | "beforeBind" | "own"> = {
  sectionSave: "own",
  submit: "own",
  requestBind: "own",
  manualStatus: "beforeBind",
  decline: ["UnderwritingDeclined", "Declined"],
  notTakenUp: ["NTU"],
  approveQuote: ["QuoteApproved", "Quoted"],
  proceedToBind: "own",
  bind: ["Bound"],
  requestRenewal: "own",
};

const FAMILIES: readonly Family[] = ["marketplace", "wholesale"];
const ROLES: readonly Role[] = ["Agent", "Underwriter"];
const NON_MANUAL_KINDS = Object.keys(RULES) as NonManualKind[];
const UNDERWRITER_KINDS: readonly TransitionKind[] = ["manualStatus", "decline", "notTakenUp", "approveQuote", "proceedToBind", "bind", "requestRenewal"];

function request(over: Partial<TransitionRequest> & Pick<TransitionRequest, "kind" | "role" | "from" | "to">): TransitionRequest {
  return {
    isWholesale: false,
    flags: { allowEveryStatus: false, proceedToBind: true },
    hasPersistedDocument: true,
    hasQuoteDocument: true,
    policyNo: "POL-1",
    effectiveDate: "2026-12-01",
    quoteExpired: false,
    readiness: READY_FOR_POLICY,
    ...over,
  };
}

function codeOf(req: TransitionRequest): Code {
  const verdict = evaluateTransition(req);
  return verdict.allowed ? "allowed" : verdict.code;
}

describe("evaluateTransition: every status × family × kind × role", () => {
  const rows = NON_MANUAL_KINDS.flatMap((kind) =>
    ROLES.flatMap((role) =>
      FAMILIES.flatMap((family) =>
        applicationStatuses.map((from) => {
          const rule = RULES[kind][role][family];
          const expected: Code = rule === "forbidden" ? "forbidden" : rule.includes(from) ? "allowed" : "conflict";
          return [kind, role, family, from, TARGET[kind][family], expected] as const;
        }),
      ),
    ),
  );

  it.each(rows)("%s by %s, %s, %s → %s: %s", (kind, role, family, from, to, expected) => {
    const verdict = evaluateTransition(request({ kind, role, from, to, isWholesale: family === "wholesale" }));
    expect(verdict.allowed ? "allowed" : verdict.code).toBe(expected);
    if (!verdict.allowed && verdict.code === "conflict") expect(verdict.message).toContain(statusLabel(from));
  });
});

describe("evaluateTransition: a target other than the kind's is a conflict", () => {
  const rows = NON_MANUAL_KINDS.flatMap((kind) => ROLES.flatMap((role) => FAMILIES.map((family) => [kind, role, family] as const))).filter(
    ([kind, role, family]) => RULES[kind][role][family] !== "forbidden",
  );

  it.each(rows)("%s by %s, %s", (kind, role, family) => {
    const allowedFrom = RULES[kind][role][family] as readonly S[];
    const from = allowedFrom[0] ?? "Bound";
    const codes = applicationStatuses
      .filter((to) => to !== TARGET[kind][family])
      .map((to) => [to, codeOf(request({ kind, role, from, to, isWholesale: family === "wholesale" }))]);
    expect(codes.filter(([, code]) => code !== "conflict")).toEqual([]);
  });
});

describe("manualStatusChoices (spec 2 §4 table)", () => {
  const rows = FAMILIES.flatMap((family) =>
    applicationStatuses.map((from) => [family, from, (family === "wholesale" ? WHOLESALE_MANUAL : MARKETPLACE_MANUAL)[from] ?? []] as const),
  );

  it.each(rows)("%s from %s → %j", (family, from, expected) => {
    expect(manualStatusChoices({ from, isWholesale: family === "wholesale", allowEveryStatus: false })).toEqual(expected);
  });

  it.each(rows)("underwriter selector %s from %s allows exactly %j", (family, from, expected) => {
    const isWholesale = family === "wholesale";
    const verdicts = applicationStatuses.map(
      (to) => [to, evaluateTransition(request({ kind: "manualStatus", role: "Underwriter", from, to, isWholesale }))] as const,
    );
    expect(
      verdicts
        .filter(([, v]) => v.allowed)
        .map(([to]) => to)
        .sort(),
    ).toEqual([...expected].sort());
    for (const [, v] of verdicts) {
      if (!v.allowed) {
        expect(v.code).toBe("conflict");
        expect(v.message).toContain(statusLabel(from));
      }
    }
  });

  it.each(FAMILIES.flatMap((family) => applicationStatuses.map((from) => [family, from] as const)))(
    "agent selector %s from %s is forbidden",
    (family, from) => {
      expect(codeOf(request({ kind: "manualStatus", role: "Agent", from, to: "InProgress", isWholesale: family === "wholesale" }))).toBe("forbidden");
    },
  );

  it.each(FAMILIES.flatMap((family) => applicationStatuses.map((from) => [family, from] as const)))(
    "every-status flag, %s from %s: the family's statuses before bind but the current one and Pending Bind; none from a policy",
    (family, from) => {
      const expected = AFTER_BIND.includes(from) ? [] : FAMILY[family].filter((s) => s !== from && s !== "PendingBind" && !AFTER_BIND.includes(s));
      expect(manualStatusChoices({ from, isWholesale: family === "wholesale", allowEveryStatus: true })).toEqual(expected);
    },
  );
});

describe("evaluateTransition: every-status override (underwriter)", () => {
  const rows = UNDERWRITER_KINDS.flatMap((kind) => FAMILIES.flatMap((family) => applicationStatuses.map((from) => [kind, family, from] as const)));

  it.each(rows)("%s, %s from %s", (kind, family, from) => {
    const targets = OVERRIDE_TARGETS[kind];
    const isWholesale = family === "wholesale";
    const own = RULES[kind as NonManualKind]?.Underwriter[family];
    const expected = FAMILY[family].filter((to) => {
      // Kinds that keep their own statuses: proceeding to bind (its flag lifted) and the renewal request.
      if (targets === "own") return own !== "forbidden" && own !== undefined && own.includes(from) && to === TARGET[kind as NonManualKind][family];
      if (to === from || AFTER_BIND.includes(from)) return false;
      if (targets === "beforeBind") return to !== "PendingBind" && !AFTER_BIND.includes(to);
      return targets.includes(to);
    });
    const flags = { allowEveryStatus: true, proceedToBind: false };
    const verdicts = applicationStatuses.map((to) => [to, evaluateTransition(request({ kind, role: "Underwriter", from, to, isWholesale, flags }))] as const);
    expect(
      verdicts
        .filter(([, v]) => v.allowed)
        .map(([to]) => to)
        .sort(),
    ).toEqual([...expected].sort());
    expect(verdicts.filter(([, v]) => !v.allowed && v.code !== "conflict")).toEqual([]);
  });

  it("does not extend to agents", () => {
    const flags = { allowEveryStatus: true, proceedToBind: true };
    expect(codeOf(request({ kind: "manualStatus", role: "Agent", from: "Bound", to: "InProgress", flags }))).toBe("forbidden");
    expect(codeOf(request({ kind: "requestBind", role: "Agent", from: "InProgress", to: "PendingBind", flags }))).toBe("conflict");
  });

  it("still needs a Bound policy to request a renewal", () => {
    const flags = { allowEveryStatus: true, proceedToBind: true };
    expect(
      evaluateTransition(request({ kind: "requestRenewal", role: "Underwriter", from: "NotStarted", to: "RequestedRenewal", isWholesale: true, flags })),
    ).toEqual({
      allowed: false,
      code: "conflict",
      message: "Cannot request renewal while the application is Not Started.",
    });
  });

  it("still needs a policy number to bind", () => {
    const flags = { allowEveryStatus: true, proceedToBind: false };
    expect(evaluateTransition(request({ kind: "bind", role: "Underwriter", from: "InProgress", to: "Bound", flags, policyNo: null }))).toEqual({
      allowed: false,
      code: "unprocessable",
      message: "Please enter missing info",
    });
  });
});

describe("what binding needs of the application, on every path", () => {
  const incomplete = { incompleteGroups: ["Business information", "Coverage and history"], hasCarrier: false, hasTotalCost: false };
  const MISSING_ALL =
    "The application cannot be bound yet: the sections Business information and Coverage and history are not Completed; no carrier is selected; there is no total cost.";
  const override = { allowEveryStatus: true, proceedToBind: false };

  it.each<[string, TransitionRequest, { allowed: boolean; code?: string; message?: string }]>([
    [
      "Bind of an incomplete, unpriced application, before the policy number is looked at",
      request({ kind: "bind", role: "Underwriter", from: "PendingBind", to: "Bound", readiness: incomplete, policyNo: null }),
      { allowed: false, code: "unprocessable", message: MISSING_ALL },
    ],
    [
      "Bind under the proceed-to-bind flag (no agent documents needed) still needs a priced application",
      request({
        kind: "bind",
        role: "Underwriter",
        from: "PendingBind",
        to: "Bound",
        hasPersistedDocument: false,
        readiness: { incompleteGroups: [], hasCarrier: true, hasTotalCost: false },
      }),
      { allowed: false, code: "unprocessable", message: "The application cannot be bound yet: there is no total cost." },
    ],
    [
      "Bind under the every-status override still needs a complete application",
      request({
        kind: "bind",
        role: "Underwriter",
        from: "InProgress",
        to: "Bound",
        flags: override,
        readiness: { incompleteGroups: ["Operations"], hasCarrier: true, hasTotalCost: true },
      }),
      { allowed: false, code: "unprocessable", message: "The application cannot be bound yet: the section Operations is not Completed." },
    ],
    ["Bind of a complete, priced application", request({ kind: "bind", role: "Underwriter", from: "PendingBind", to: "Bound" }), { allowed: true }],
    [
      "Proceed to Bind from a Bound policy under the every-status override",
      request({ kind: "proceedToBind", role: "Underwriter", from: "Bound", to: "PendingBind", flags: override }),
      { allowed: false, code: "conflict", message: "Cannot proceed to bind while the application is Bound." },
    ],
    [
      "Proceed to Bind from In Progress under the every-status override",
      request({ kind: "proceedToBind", role: "Underwriter", from: "InProgress", to: "PendingBind", flags: override }),
      { allowed: false, code: "conflict", message: "Cannot proceed to bind while the application is In Progress." },
    ],
    [
      "the selector under the override cannot take a Bound policy back",
      request({ kind: "manualStatus", role: "Underwriter", from: "Bound", to: "InProgress", flags: override }),
      {
        allowed: false,
        code: "conflict",
        message: "A policy that is Bound changes status only through its policy actions (cancellation, reinstatement, renewal).",
      },
    ],
    [
      "the selector under the override cannot cancel a policy",
      request({ kind: "manualStatus", role: "Underwriter", from: "QuoteApproved", to: "PolicyCancelled", flags: override }),
      { allowed: false, code: "conflict", message: "Cancelled is reached only through the policy's own actions; the application is Quote Approved." },
    ],
    [
      "the selector under the override does not bind",
      request({ kind: "manualStatus", role: "Underwriter", from: "PendingBind", to: "Bound", flags: override }),
      { allowed: false, code: "conflict", message: "Bound is reached by binding on the Bind step; the application is Pending Bind." },
    ],
    [
      "the selector under the override does not make a bind request",
      request({ kind: "manualStatus", role: "Underwriter", from: "ApprovalRequested", to: "PendingBind", flags: override }),
      {
        allowed: false,
        code: "conflict",
        message: "Pending Bind follows a bind request or Proceed to Bind from a quote; the application is Approval Requested.",
      },
    ],
    [
      "a decline under the override cannot end a policy",
      request({ kind: "decline", role: "Underwriter", from: "PolicyCancelled", to: "UnderwritingDeclined", flags: override }),
      {
        allowed: false,
        code: "conflict",
        message: "A policy that is Cancelled changes status only through its policy actions (cancellation, reinstatement, renewal).",
      },
    ],
  ])("%s", (_name, req, expected) => {
    expect(evaluateTransition(req)).toEqual(expected);
  });
});

describe("decline lists (spec 2 §4)", () => {
  it.each(
    FAMILIES.flatMap((family) =>
      applicationStatuses.map((from) => {
        const expected: readonly S[] =
          family === "wholesale"
            ? WHOLESALE_DECLINE_FROM.includes(from)
              ? ["Declined", "NTU"]
              : []
            : MARKETPLACE_DECLINE_FROM.includes(from)
              ? ["UnderwritingDeclined"]
              : [];
        return [family, from, expected] as const;
      }),
    ),
  )("underwriter, %s in %s → %j", (family, from, expected) => {
    expect(declineTargets({ from, isWholesale: family === "wholesale" })).toEqual(expected);
  });

  it.each(
    FAMILIES.flatMap((family) =>
      applicationStatuses.map((status) => [family, status, family === "wholesale" && AGENT_ROW_FROM.includes(status) ? ["Declined", "NTU"] : []] as const),
    ),
  )("agent table, %s row in %s → %j", (family, status, expected) => {
    expect(agentRowDeclineTargets({ status, isWholesale: family === "wholesale" })).toEqual(expected);
  });

  it.each([
    ["Agent", "decline", "Declined", "Working", "conflict"],
    ["Agent", "notTakenUp", "NTU", "RequestedInfo", "conflict"],
    ["Agent", "decline", "Declined", "ApprovalRequested", "allowed"],
    ["Underwriter", "decline", "Declined", "ApprovalRequested", "conflict"],
    ["Underwriter", "decline", "NTU", "Submitted", "conflict"],
    ["Underwriter", "notTakenUp", "Declined", "Submitted", "conflict"],
  ] as const)("wholesale: %s %s → %s from %s is %s", (role, kind, to, from, expected) => {
    expect(codeOf(request({ kind, role, from, to, isWholesale: true }))).toBe(expected);
  });
});

describe("approveTarget (spec 2 §4)", () => {
  it.each([
    [false, "QuoteApproved"],
    [true, "Quoted"],
  ] as const)("wholesale %s → %s", (isWholesale, expected) => {
    expect(approveTarget(isWholesale)).toBe(expected);
  });
});

describe("preconditions", () => {
  it.each([
    [
      "request bind without a document",
      request({ kind: "requestBind", role: "Agent", from: "QuoteApproved", to: "PendingBind", hasPersistedDocument: false }),
      { allowed: false, code: "unprocessable", message: "Please upload at least one document containing a signed App Packet" },
    ],
    [
      "wholesale request bind without a document",
      request({ kind: "requestBind", role: "Agent", from: "Quoted", to: "PendingBind", isWholesale: true, hasPersistedDocument: false }),
      { allowed: false, code: "unprocessable", message: "Please upload at least one document containing a signed App Packet" },
    ],
    ["request bind with a document", request({ kind: "requestBind", role: "Agent", from: "Quoted", to: "PendingBind", isWholesale: true }), { allowed: true }],
    [
      "request bind in the wrong status is a conflict first",
      request({ kind: "requestBind", role: "Agent", from: "ApprovalRequested", to: "PendingBind", hasPersistedDocument: false }),
      { allowed: false, code: "conflict", message: "Cannot request bind while the application is Approval Requested." },
    ],
    [
      "bind without a policy number",
      request({ kind: "bind", role: "Underwriter", from: "PendingBind", to: "Bound", policyNo: null }),
      { allowed: false, code: "unprocessable", message: "Please enter missing info" },
    ],
    [
      "bind with an empty policy number",
      request({ kind: "bind", role: "Underwriter", from: "PendingBind", to: "Bound", policyNo: "" }),
      { allowed: false, code: "unprocessable", message: "Please enter missing info" },
    ],
    [
      "bind with a blank policy number",
      request({ kind: "bind", role: "Underwriter", from: "IncompleteBind", to: "Bound", policyNo: "   " }),
      { allowed: false, code: "unprocessable", message: "Please enter missing info" },
    ],
    [
      "bind with a policy number",
      request({ kind: "bind", role: "Underwriter", from: "UnderwritingBindReview", to: "Bound", policyNo: "POL-9" }),
      { allowed: true },
    ],
    [
      "bind of a bound policy is a conflict first",
      request({ kind: "bind", role: "Underwriter", from: "Bound", to: "Bound", policyNo: null }),
      { allowed: false, code: "conflict", message: "Cannot bind the policy while the application is Bound." },
    ],
    [
      "proceed to bind with the flag off",
      request({
        kind: "proceedToBind",
        role: "Underwriter",
        from: "QuoteApproved",
        to: "PendingBind",
        flags: { allowEveryStatus: false, proceedToBind: false },
      }),
      { allowed: false, code: "forbidden", message: "Proceed to Bind is not enabled." },
    ],
    [
      "proceed to bind with the flag on",
      request({ kind: "proceedToBind", role: "Underwriter", from: "Quoted", to: "PendingBind", isWholesale: true }),
      { allowed: true },
    ],
    [
      "proceed to bind with the flag off under the every-status override",
      request({
        kind: "proceedToBind",
        role: "Underwriter",
        from: "QuoteApproved",
        to: "PendingBind",
        flags: { allowEveryStatus: true, proceedToBind: false },
      }),
      { allowed: true },
    ],
    [
      "approve without a quote document",
      request({ kind: "approveQuote", role: "Underwriter", from: "ApprovalRequested", to: "QuoteApproved", hasQuoteDocument: false }),
      { allowed: false, code: "unprocessable", message: "Please upload at least one document" },
    ],
    [
      "wholesale approve without a quote document",
      request({ kind: "approveQuote", role: "Underwriter", from: "Working", to: "Quoted", isWholesale: true, hasQuoteDocument: false }),
      { allowed: false, code: "unprocessable", message: "Please upload at least one document" },
    ],
    [
      "the override reaching QuoteApproved from InProgress still needs the quote document",
      request({
        kind: "manualStatus",
        role: "Underwriter",
        from: "InProgress",
        to: "QuoteApproved",
        hasQuoteDocument: false,
        flags: { allowEveryStatus: true, proceedToBind: true },
      }),
      { allowed: false, code: "unprocessable", message: "Please upload at least one document" },
    ],
    [
      "approve an unpriced quote (no carrier, no total cost), before the quote document is looked at",
      request({
        kind: "approveQuote",
        role: "Underwriter",
        from: "ApprovalRequested",
        to: "QuoteApproved",
        hasQuoteDocument: false,
        readiness: { incompleteGroups: [], hasCarrier: false, hasTotalCost: false },
      }),
      { allowed: false, code: "unprocessable", message: "Select carrier, enter pricing info, and save to continue" },
    ],
    [
      "approve with a carrier but a total cost of nothing",
      request({
        kind: "approveQuote",
        role: "Underwriter",
        from: "ApprovalRequested",
        to: "QuoteApproved",
        readiness: { incompleteGroups: [], hasCarrier: true, hasTotalCost: false },
      }),
      { allowed: false, code: "unprocessable", message: "Select carrier, enter pricing info, and save to continue" },
    ],
    [
      "wholesale approve with a total cost but no carrier",
      request({
        kind: "approveQuote",
        role: "Underwriter",
        from: "Working",
        to: "Quoted",
        isWholesale: true,
        readiness: { incompleteGroups: [], hasCarrier: false, hasTotalCost: true },
      }),
      { allowed: false, code: "unprocessable", message: "Select carrier, enter pricing info, and save to continue" },
    ],
    [
      "the override reaching QuoteApproved from InProgress still needs the pricing",
      request({
        kind: "manualStatus",
        role: "Underwriter",
        from: "InProgress",
        to: "QuoteApproved",
        flags: { allowEveryStatus: true, proceedToBind: true },
        readiness: { incompleteGroups: [], hasCarrier: true, hasTotalCost: false },
      }),
      { allowed: false, code: "unprocessable", message: "Select carrier, enter pricing info, and save to continue" },
    ],
    [
      "approve a priced quote whose sections an underwriter has yet to see Completed: pricing is what a quote needs",
      request({
        kind: "approveQuote",
        role: "Underwriter",
        from: "ApprovalRequested",
        to: "QuoteApproved",
        readiness: { incompleteGroups: ["Operations"], hasCarrier: true, hasTotalCost: true },
      }),
      { allowed: true },
    ],
    [
      "bind without a term",
      request({ kind: "bind", role: "Underwriter", from: "PendingBind", to: "Bound", effectiveDate: null }),
      { allowed: false, code: "unprocessable", message: "Please enter missing info" },
    ],
    [
      "the override reaching Bound from InProgress still needs the term",
      request({
        kind: "bind",
        role: "Underwriter",
        from: "InProgress",
        to: "Bound",
        effectiveDate: null,
        flags: { allowEveryStatus: true, proceedToBind: true },
      }),
      { allowed: false, code: "unprocessable", message: "Please enter missing info" },
    ],
    [
      "bind without agent documents and without the proceed-to-bind flag",
      request({
        kind: "bind",
        role: "Underwriter",
        from: "PendingBind",
        to: "Bound",
        hasPersistedDocument: false,
        flags: { allowEveryStatus: false, proceedToBind: false },
      }),
      { allowed: false, code: "unprocessable", message: "Please upload at least one document" },
    ],
    [
      "bind without agent documents with the proceed-to-bind flag",
      request({ kind: "bind", role: "Underwriter", from: "PendingBind", to: "Bound", hasPersistedDocument: false }),
      { allowed: true },
    ],
    [
      "request bind of an expired quote",
      request({ kind: "requestBind", role: "Agent", from: "QuoteApproved", to: "PendingBind", quoteExpired: true }),
      { allowed: false, code: "conflict", message: "This quote has expired and can no longer be bound. Approve a new quote first." },
    ],
    [
      "proceed to bind of an expired quote",
      request({ kind: "proceedToBind", role: "Underwriter", from: "Quoted", to: "PendingBind", isWholesale: true, quoteExpired: true }),
      { allowed: false, code: "conflict", message: "This quote has expired and can no longer be bound. Approve a new quote first." },
    ],
    [
      "the override binding an expired quote",
      request({
        kind: "bind",
        role: "Underwriter",
        from: "QuoteApproved",
        to: "Bound",
        quoteExpired: true,
        flags: { allowEveryStatus: true, proceedToBind: true },
      }),
      { allowed: false, code: "conflict", message: "This quote has expired and can no longer be bound. Approve a new quote first." },
    ],
    [
      "an expired quote may still go back to the agent",
      request({ kind: "manualStatus", role: "Underwriter", from: "QuoteApproved", to: "InProgress", quoteExpired: true }),
      { allowed: true },
    ],
  ] as const)("%s", (_name, req, expected) => {
    expect(evaluateTransition(req)).toEqual(expected);
  });
});

describe("messages", () => {
  it.each([
    ["Agent", "approveQuote", "ApprovalRequested", "QuoteApproved", false, "Only an underwriter may approve a quote."],
    ["Agent", "manualStatus", "ApprovalRequested", "InProgress", false, "Only an underwriter may change the status of an application directly."],
    ["Agent", "proceedToBind", "QuoteApproved", "PendingBind", false, "Only an underwriter may proceed to bind."],
    ["Agent", "bind", "PendingBind", "Bound", false, "Only an underwriter may bind a policy."],
    ["Agent", "decline", "InProgress", "UnderwritingDeclined", false, "Only an underwriter may decline a marketplace application."],
    ["Agent", "notTakenUp", "InProgress", "NTU", false, "Only an underwriter may mark a marketplace application Not Taken Up."],
    ["Underwriter", "sectionSave", "InProgress", "InProgress", false, "Only an agent may save a section of the application."],
    ["Underwriter", "submit", "InProgress", "ApprovalRequested", false, "Only an agent may submit the application."],
    ["Underwriter", "requestBind", "QuoteApproved", "PendingBind", false, "Only an agent may request bind."],
  ] as const)("%s %s is forbidden: %s", (role, kind, from, to, isWholesale, message) => {
    expect(evaluateTransition(request({ kind, role, from, to, isWholesale }))).toEqual({ allowed: false, code: "forbidden", message });
  });

  it.each([
    ["Agent", "sectionSave", "Bound", "InProgress", false, "Cannot save a section while the application is Bound."],
    ["Agent", "submit", "PolicyCancelled", "ApprovalRequested", false, "Cannot submit the application while the application is Cancelled."],
    [
      "Agent",
      "submit",
      "InProgress",
      "ApprovalRequested",
      true,
      "Approval Requested is not a status of a wholesale application; the application is In Progress.",
    ],
    [
      "Underwriter",
      "decline",
      "InProgress",
      "Declined",
      false,
      "To decline the application the status must become Underwriting Declined, not Declined; the application is In Progress.",
    ],
    ["Agent", "requestRenewal", "Bound", "RequestedRenewal", false, "Renewal requests are for wholesale policies; this application is Bound."],
    ["Underwriter", "requestRenewal", "Quoted", "RequestedRenewal", true, "Cannot request renewal while the application is Quoted."],
    ["Underwriter", "notTakenUp", "InProgress", "NTU", false, "Only a wholesale application can be marked Not Taken Up; this application is In Progress."],
    [
      "Underwriter",
      "manualStatus",
      "InProgress",
      "ApprovalRequested",
      false,
      "Cannot change the status to Approval Requested while the application is In Progress.",
    ],
    ["Underwriter", "manualStatus", "Working", "Quoted", true, "Cannot change the status to Quoted while the application is Working."],
    [
      "Underwriter",
      "manualStatus",
      "Submitted",
      "IncompleteBind",
      true,
      "Incomplete Bind is not a status of a wholesale application; the application is Submitted.",
    ],
    ["Underwriter", "approveQuote", "NTU", "Quoted", true, "Cannot approve the quote while the application is Not Taken Up."],
  ] as const)("%s %s from %s → %s (wholesale %s) is a conflict: %s", (role, kind, from, to, isWholesale, message) => {
    expect(evaluateTransition(request({ kind, role, from, to, isWholesale }))).toEqual({ allowed: false, code: "conflict", message });
  });
});

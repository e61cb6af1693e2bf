import { describe, expect, it } from "vitest";
import { GET, PATCH } from "@/app/api/applications/[appID]/route";
import { DELETE as DELETE_DOCUMENT } from "@/app/api/documents/[documentID]/route";
import { flagNames, type Flags } from "@/lib/flags";
import { quoteValidUntil } from "@/lib/domain/policy-term";
import { utcToday } from "@/lib/questionnaire/dates";
import { loadSessionUser } from "@/server/auth/session-user";
import { db } from "@/server/db";
import { updateApplication } from "@/server/services/application-updates";
import { archiveExpiredQuotes } from "@/server/services/quote-expiry";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { products } from "@/prisma/fixtures/catalog";
import { stableId } from "@/prisma/seed/stable-id";
import { statusLabel } from "@/lib/domain/statuses";
import { applicationState, createApplication, createPolicy, updatedDate } from "../support/factories";
import { holdRow, waitingOn } from "../support/row-locks";

const url = (appID: string) => `/api/applications/${appID}`;
const patch = (appID: string, as: DemoUser, body: unknown) => call(PATCH, url(appID), { as, method: "PATCH", body, params: { appID } });
const read = (appID: string, as: DemoUser = "underwriter") => call(GET, url(appID), { as, params: { appID } });
const allOn = Object.fromEntries(flagNames.map((n) => [n, true])) as Flags;

async function expectUnchanged(appID: string, before: Awaited<ReturnType<typeof applicationState>>) {
  const after = await applicationState(appID);
  expect(after.row).toEqual(before.row);
  expect(after.history).toEqual(before.history);
}

const pastDay = new Date(Date.UTC(2020, 0, 1));

describe("approving a quote", () => {
  it("needs a quote document, and gives the quote its valid-until day", async () => {
    const without = await createApplication({ status: "ApprovalRequested", priced: true });
    const before = await applicationState(without.appID);
    const refused = await patch(without.appID, "underwriter", { updatedDate: without.updatedDate, status: "QuoteApproved" });
    expect(refused.status).toBe(422);
    expect(refused.json.error.message).toBe("Please upload at least one document");
    await expectUnchanged(without.appID, before);

    const withQuote = await createApplication({ status: "ApprovalRequested", priced: true, quoteDocument: true });
    expect((await patch(withQuote.appID, "underwriter", { updatedDate: withQuote.updatedDate, status: "QuoteApproved" })).status).toBe(200);
    const res = await read(withQuote.appID, "agent");
    expect(res.json).toMatchObject({ status: "QuoteApproved", quoteValidUntil: quoteValidUntil(utcToday()) });
  });

  it("taken back from Pending Bind, the quote is the one approved: its valid-until day, proposal and notice kept, none new", async () => {
    const app = await createApplication({ status: "ApprovalRequested", priced: true, quoteDocument: true });
    const approved = await patch(app.appID, "underwriter", { updatedDate: app.updatedDate, status: "QuoteApproved" });
    expect(approved.status).toBe(200);
    // Approved some days ago: the day it may be bound until is no longer 30 days from today.
    const validUntil = new Date(Date.UTC(2099, 0, 15));
    await db.application.update({ where: { id: app.appID }, data: { quoteValidUntil: validUntil } });
    const pending = await patch(app.appID, "underwriter", { updatedDate: await updatedDate(app.appID), status: "PendingBind" });
    expect(pending.status).toBe(200);
    const proposals = () => db.documentGeneration.count({ where: { applicationId: app.appID, kind: "quote" } });
    const notices = () => db.notification.count({ where: { applicationId: app.appID, kind: "quoteApproved" } });
    const [proposalsBefore, noticesBefore] = [await proposals(), await notices()];
    expect(proposalsBefore).toBe(1);
    expect(noticesBefore).toBeGreaterThan(0);

    const back = await patch(app.appID, "underwriter", { updatedDate: pending.json.updatedDate, status: "QuoteApproved" });
    expect(back.json).toMatchObject({ status: "QuoteApproved" });
    expect((await applicationState(app.appID)).row.quoteValidUntil).toEqual(validUntil);
    expect((await read(app.appID, "agent")).json.quoteValidUntil).toBe("2099-01-15");
    expect(await proposals()).toBe(proposalsBefore);
    expect(await notices()).toBe(noticesBefore);
  });

  const premium = { sectionGroupID: "premium", answers: [{ source: "base_premium", value: 2400 }] };
  const surplusLinesTax = { sectionGroupID: "taxes_fees", answers: [{ source: "surplus_lines_tax", value: 120 }] };
  it.each([
    ["marketplace, to Quote Approved", "general_liability", "ApprovalRequested", "QuoteApproved", [premium], 2400],
    ["wholesale, to Quoted", "excess_surplus_gl", "Working", "Quoted", [premium, surplusLinesTax], 2520],
  ] as const)(
    "needs a carrier and a total cost (%s): an unpriced quote is refused (422, nothing written, no proposal, no notice)",
    async (_name, product, from, to, prices, total) => {
      const app = await createApplication({ product, status: from, answers: "complete", quoteDocument: true });
      const outcomes = async () => ({
        state: await applicationState(app.appID),
        proposals: await db.documentGeneration.count({ where: { applicationId: app.appID } }),
        notices: await db.notification.count({ where: { applicationId: app.appID } }),
      });
      const before = await outcomes();
      const refused = await patch(app.appID, "underwriter", { updatedDate: app.updatedDate, status: to });
      expect(refused.status).toBe(422);
      expect(refused.json.error.message).toBe("Select carrier, enter pricing info, and save to continue");
      expect(await outcomes()).toEqual(before);

      // A carrier with a total of nothing is no price either.
      const carrier = stableId(`carrier:${products.find((p) => p.identifier === product)!.carriers[0].name}`);
      await db.application.update({ where: { id: app.appID }, data: { selectedCarrierId: carrier, totalCostCents: 0 } });
      const unpriced = await patch(app.appID, "underwriter", { updatedDate: await updatedDate(app.appID), status: to });
      expect(unpriced.status).toBe(422);
      expect(unpriced.json.error.message).toBe("Select carrier, enter pricing info, and save to continue");
      expect(await db.notification.count({ where: { applicationId: app.appID } })).toBe(before.notices);

      // Priced in the same write, the quote is approved at that price.
      const priced = await patch(app.appID, "underwriter", { updatedDate: await updatedDate(app.appID), status: to, answerType: "pricing", answers: prices });
      expect(priced.json).toMatchObject({ status: to, totalCost: total });
      expect(await db.documentGeneration.count({ where: { applicationId: app.appID, kind: "quote" } })).toBe(1);
    },
  );

  it("under the every-status override still needs the quote document, and a bind still needs its number and term", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const app = await createApplication({ status: "InProgress", agentDocument: true, priced: true });
    const before = await applicationState(app.appID);
    await expect(
      updateApplication(
        underwriter,
        app.appID,
        { updatedDate: app.updatedDate, answerType: "general", status: "QuoteApproved" },
        // Every flag but the one whose very purpose is to waive the quote document (tests/api/generated-documents).
        async () => ({ ...allOn, generatedQuoteSatisfiesApproval: false }),
      ),
    ).rejects.toMatchObject({
      status: 422,
      message: "Please upload at least one document",
    });
    await expect(
      updateApplication(
        underwriter,
        app.appID,
        { updatedDate: app.updatedDate, answerType: "general", status: "Bound", policyNo: "POL-OVR-1" },
        async () => allOn,
      ),
    ).rejects.toMatchObject({
      status: 422,
      message: "Please enter missing info",
    });
    await expectUnchanged(app.appID, before);
  });
});

describe("binding", () => {
  it("sets the policy number and term in one write; the expiration defaults to a year after the effective date", async () => {
    const { appID, submissionId } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const ok = await patch(appID, "underwriter", {
      updatedDate: await updatedDate(appID),
      status: "Bound",
      policyNo: "POL-BIND-0001",
      effectiveDate: "2028-02-29",
    });
    expect(ok.status).toBe(200);
    const bound = (await read(appID, "agent")).json;
    expect(bound).toMatchObject({ status: "Bound", policyNo: "POL-BIND-0001", effectiveDate: "2028-02-29", expirationDate: "2029-03-01" });
    expect((await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).status).toBe("Completed");

    const explicit = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const res = await patch(explicit.appID, "underwriter", {
      updatedDate: explicit.updatedDate,
      status: "Bound",
      policyNo: "POL-BIND-0002",
      effectiveDate: "2027-01-01",
      expirationDate: "2027-07-01",
    });
    expect(res.status).toBe(200);
    expect((await read(explicit.appID)).json).toMatchObject({ effectiveDate: "2027-01-01", expirationDate: "2027-07-01" });
  });

  it("refuses a term that ends before it starts, and a number or term sent without binding (422, nothing written)", async () => {
    const { appID, updatedDate: basedOn } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const before = await applicationState(appID);
    const backwards = await patch(appID, "underwriter", {
      updatedDate: basedOn,
      status: "Bound",
      policyNo: "POL-BACK-1",
      effectiveDate: "2027-01-01",
      expirationDate: "2026-12-31",
    });
    expect(backwards.status).toBe(422);
    expect(backwards.json.error.fields.expirationDate).toEqual(["The expiration date must be after the effective date."]);
    expect((await patch(appID, "underwriter", { updatedDate: basedOn, effectiveDate: "2027-01-01" })).status).toBe(422);
    expect((await patch(appID, "underwriter", { updatedDate: basedOn, status: "Bound", policyNo: "POL-BACK-1", effectiveDate: "0000-01-01" })).status).toBe(
      422,
    );
    await expectUnchanged(appID, before);
  });

  it("refuses a policy number another policy already has (409, nothing written)", async () => {
    const first = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    expect(
      (await patch(first.appID, "underwriter", { updatedDate: first.updatedDate, status: "Bound", policyNo: "POL-TAKEN-1", effectiveDate: "2027-01-01" }))
        .status,
    ).toBe(200);
    const second = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const before = await applicationState(second.appID);
    const res = await patch(second.appID, "underwriter", {
      updatedDate: second.updatedDate,
      status: "Bound",
      policyNo: "POL-TAKEN-1",
      effectiveDate: "2027-01-01",
    });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("Policy number POL-TAKEN-1 is already used by another policy.");
    await expectUnchanged(second.appID, before);
  });

  it("refuses a policy number another policy has in another case (409, nothing written), and so does the database", async () => {
    const first = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const bind = (app: { appID: string; updatedDate: string }, policyNo: string) =>
      patch(app.appID, "underwriter", { updatedDate: app.updatedDate, status: "Bound", policyNo, effectiveDate: "2027-01-01" });
    expect((await bind(first, "POL-CASE-1")).status).toBe(200);
    const second = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const before = await applicationState(second.appID);
    const res = await bind(second, "pol-case-1");
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      message: "Policy number pol-case-1 is already used by another policy.",
      fields: { policyNo: ["This policy number is already used."] },
    });
    await expectUnchanged(second.appID, before);
    // Two binds racing past the check meet the unique index on lower("policyNo").
    await expect(db.application.update({ where: { id: second.appID }, data: { policyNo: "Pol-Case-1" } })).rejects.toMatchObject({ code: "P2002" });
  });

  it("needs the agent's documents unless the proceed-to-bind flag is on", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const app = await createApplication({ status: "PendingBind", priced: true });
    const before = await applicationState(app.appID);
    const flagOff = { ...allOn, allowEveryStatus: false, proceedToBind: false };
    await expect(
      updateApplication(
        underwriter,
        app.appID,
        { updatedDate: app.updatedDate, answerType: "general", status: "Bound", policyNo: "POL-NODOC-1", effectiveDate: "2027-01-01" },
        async () => flagOff,
      ),
    ).rejects.toMatchObject({ status: 422, message: "Please upload at least one document" });
    await expectUnchanged(app.appID, before);
    const bound = await updateApplication(
      underwriter,
      app.appID,
      { updatedDate: app.updatedDate, answerType: "general", status: "Bound", policyNo: "POL-NODOC-1", effectiveDate: "2027-01-01" },
      async () => ({ ...flagOff, proceedToBind: true }),
    );
    expect(bound.status).toBe("Bound");
  });

  it("two underwriters binding at once: one wins, the other gets 409 with the current state, nothing half-written", async () => {
    const { appID, updatedDate: basedOn } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const results = await Promise.all(
      ["POL-RACE-1", "POL-RACE-2"].map((policyNo) =>
        patch(appID, "underwriter", { updatedDate: basedOn, status: "Bound", policyNo, effectiveDate: "2027-01-01" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.json.error.current).toMatchObject({ status: "Bound" });
    const { row, history } = await applicationState(appID);
    expect(history.filter((h) => h.toStatus === "Bound")).toHaveLength(1);
    expect(row.policyNo).toBe(results.find((r) => r.status === 200)!.json.policyNo);
  });
});

describe("what a policy is: binding needs a complete, priced application on every path", () => {
  const labels = products.find((p) => p.identifier === "general_liability")!.questionnaire!.sectionGroups.map((g) => g.label);
  // The defect's application: only the first section answered, never priced.
  const unfinished = `The application cannot be bound yet: the sections ${labels.slice(1, -1).join(", ")} and ${labels.at(-1)} are not Completed; no carrier is selected; there is no total cost.`;
  const bindBody = (updatedDate: string) => ({
    updatedDate,
    answerType: "general" as const,
    status: "Bound" as const,
    policyNo: "POL-UNFINISHED-1",
    effectiveDate: "2027-01-01",
  });

  it("Bind from Pending Bind says what is missing (422, nothing written)", async () => {
    const app = await createApplication({ status: "PendingBind", answers: "first", agentDocument: true });
    const before = await applicationState(app.appID);
    const res = await patch(app.appID, "underwriter", bindBody(app.updatedDate));
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(unfinished);
    await expectUnchanged(app.appID, before);
  });

  it("Bind judges the application as the same write leaves it: pricing that prices it at nothing binds nothing (422, nothing written)", async () => {
    const app = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const before = await applicationState(app.appID);
    const nothing = { sectionGroupID: "premium", answers: [{ source: "base_premium", value: 0 }] };
    const res = await patch(app.appID, "underwriter", { ...bindBody(app.updatedDate), answerType: "pricing", answers: [nothing] });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe("The application cannot be bound yet: there is no total cost.");
    await expectUnchanged(app.appID, before);

    // Priced in the same write, it binds at that price.
    const priced = { sectionGroupID: "premium", answers: [{ source: "base_premium", value: 1800 }] };
    const bound = await patch(app.appID, "underwriter", { ...bindBody(app.updatedDate), answerType: "pricing", answers: [priced] });
    expect(bound.json).toMatchObject({ status: "Bound", totalCost: 1800 });
  });

  it("the proceed-to-bind flag waives the agent's documents, not the application", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const app = await createApplication({ status: "PendingBind", answers: "complete" });
    const before = await applicationState(app.appID);
    const flagOnly = { ...allOn, allowEveryStatus: false, proceedToBind: true };
    await expect(updateApplication(underwriter, app.appID, bindBody(app.updatedDate), async () => flagOnly)).rejects.toMatchObject({
      status: 422,
      message: "The application cannot be bound yet: no carrier is selected; there is no total cost.",
    });
    await expectUnchanged(app.appID, before);
  });

  it("the every-status override binds nothing unfinished either", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const app = await createApplication({ status: "InProgress", answers: "first", agentDocument: true });
    const before = await applicationState(app.appID);
    await expect(updateApplication(underwriter, app.appID, bindBody(app.updatedDate), async () => allOn)).rejects.toMatchObject({
      status: 422,
      message: unfinished,
    });
    await expectUnchanged(app.appID, before);
  });

  it("Proceed to Bind is refused from any status but Quote Approved or Quoted, the override and its flag on", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    for (const from of ["InProgress", "ApprovalRequested", "Bound"] as const) {
      const app = await createApplication({ status: from, answers: "first" });
      const before = await applicationState(app.appID);
      await expect(
        updateApplication(underwriter, app.appID, { updatedDate: app.updatedDate, answerType: "general", status: "PendingBind" }, async () => allOn),
      ).rejects.toMatchObject({ status: 409, message: `Cannot proceed to bind while the application is ${statusLabel(from)}.` });
      await expectUnchanged(app.appID, before);
    }
    const quoted = await createApplication({ status: "QuoteApproved", priced: true });
    const res = await patch(quoted.appID, "underwriter", { updatedDate: quoted.updatedDate, status: "PendingBind" });
    expect(res.status).toBe(200);
    expect((await applicationState(quoted.appID)).history.at(-1)).toMatchObject({ fromStatus: "QuoteApproved", toStatus: "PendingBind" });
  });

  it("the override never takes a policy back before bind: a Bound policy leaves Bound only through its policy actions", async () => {
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const policy = await createPolicy();
    const before = await applicationState(policy.appID);
    for (const status of ["InProgress", "QuoteApproved", "UnderwritingDeclined"] as const) {
      await expect(
        updateApplication(underwriter, policy.appID, { updatedDate: policy.updatedDate, answerType: "general", status }, async () => allOn),
      ).rejects.toMatchObject({
        status: 409,
        message: "A policy that is Bound changes status only through its policy actions (cancellation, reinstatement, renewal).",
      });
    }
    await expectUnchanged(policy.appID, before);
  });
});

describe("a status change and a document deleted meanwhile", () => {
  /**
   * The deletion has locked the application and waits, uncommitted, on the document's row, which the test holds; the
   * status change arrives, then the deletion is let through. Answers: the deletion's, then the status change's.
   */
  async function raceDeletion(documentID: string, as: DemoUser, change: () => Promise<{ status: number; json: { error?: { message: string } } }>) {
    const held = await holdRow("Document", documentID);
    const deletion = call(DELETE_DOCUMENT, `/api/documents/${documentID}`, { as, method: "DELETE", params: { documentID } });
    await waitingOn("Document");
    const changed = change();
    await waitingOn("Application");
    await held.release();
    return [await deletion, await changed] as const;
  }

  it("an approval waits for the deletion of the only quote document, then is refused for want of one", async () => {
    const app = await createApplication({ status: "ApprovalRequested", priced: true, quoteDocument: true });
    const quote = await db.document.findFirstOrThrow({ where: { applicationId: app.appID, category: "upload_finalize_quote" } });
    const [deleted, approved] = await raceDeletion(quote.id, "underwriter", () =>
      patch(app.appID, "underwriter", { updatedDate: app.updatedDate, status: "QuoteApproved" }),
    );
    expect(deleted.status).toBe(200);
    expect(approved.status).toBe(422);
    expect(approved.json.error?.message).toBe("Please upload at least one document");
    const { row, history } = await applicationState(app.appID);
    expect(row.status).toBe("ApprovalRequested");
    expect(history).toEqual([]);
  });

  it("a request to bind waits for the deletion of the agent's signed document, then is refused for want of one", async () => {
    const app = await createApplication({ status: "QuoteApproved", priced: true, agentDocument: true, quoteDocument: true });
    const signed = await db.document.findFirstOrThrow({ where: { applicationId: app.appID, uploaderType: "Agent" } });
    const [deleted, requested] = await raceDeletion(signed.id, "agent", () =>
      patch(app.appID, "agent", { updatedDate: app.updatedDate, status: "PendingBind" }),
    );
    expect(deleted.status).toBe(200);
    expect(requested.status).toBe(422);
    expect(requested.json.error?.message).toBe("Please upload at least one document containing a signed App Packet");
    expect((await applicationState(app.appID)).row.status).toBe("QuoteApproved");
  });
});

describe("an expired quote", () => {
  it("is archived with a history row the moment it is read, and can no longer be bound", async () => {
    const { appID, submissionId } = await createApplication({ status: "QuoteApproved", agentDocument: true });
    await db.application.update({ where: { id: appID }, data: { quoteValidUntil: pastDay } });
    const basedOn = await updatedDate(appID);
    const res = await read(appID, "agent");
    expect(res.json.status).toBe("QuoteArchived");
    const { history } = await applicationState(appID);
    expect(history.at(-1)).toMatchObject({ fromStatus: "QuoteApproved", toStatus: "QuoteArchived", changedById: null, reason: "Quote expired" });
    const refused = await patch(appID, "agent", { updatedDate: basedOn, status: "PendingBind" });
    expect(refused.status).toBe(409);
    expect((await db.application.findUniqueOrThrow({ where: { id: appID } })).status).toBe("QuoteArchived");
    expect((await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).status).toBe("InProgress");
  });

  it("is archived by a write too, before the write is judged", async () => {
    const { appID } = await createApplication({ status: "QuoteApproved", agentDocument: true });
    await db.application.update({ where: { id: appID }, data: { quoteValidUntil: pastDay } });
    const refused = await patch(appID, "agent", { updatedDate: await updatedDate(appID), status: "PendingBind" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.current).toMatchObject({ status: "QuoteArchived" });
  });

  it("of a wholesale policy stays Quoted (the family has no archive) and is refused for binding", async () => {
    const { appID } = await createApplication({ product: "excess_surplus_gl", status: "Quoted", agentDocument: true });
    await db.application.update({ where: { id: appID }, data: { quoteValidUntil: pastDay } });
    const before = await applicationState(appID);
    const refused = await patch(appID, "agent", { updatedDate: await updatedDate(appID), status: "PendingBind" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe("This quote has expired and can no longer be bound. Approve a new quote first.");
    await expectUnchanged(appID, before);
  });

  it("is archived by the sweep without anyone opening it; quotes still valid are left alone", async () => {
    const expired = await createApplication({ status: "QuoteApproved" });
    const valid = await createApplication({ status: "QuoteApproved" });
    await db.application.update({ where: { id: expired.appID }, data: { quoteValidUntil: pastDay } });
    await db.application.update({ where: { id: valid.appID }, data: { quoteValidUntil: new Date(`${quoteValidUntil(utcToday())}T00:00:00Z`) } });
    expect(await db.$transaction((tx) => archiveExpiredQuotes(tx))).toBeGreaterThanOrEqual(1);
    expect((await db.application.findUniqueOrThrow({ where: { id: expired.appID } })).status).toBe("QuoteArchived");
    expect((await db.application.findUniqueOrThrow({ where: { id: valid.appID } })).status).toBe("QuoteApproved");
  });
});

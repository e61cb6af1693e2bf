import { describe, expect, it } from "vitest";
import { GET as GET_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as LIST_CANCELLATIONS, POST as CANCEL } from "@/app/api/cancellations/route";
import { GET as GET_CANCELLATION, PATCH as DECIDE_CANCELLATION } from "@/app/api/cancellations/[id]/route";
import { GET as CANCELLATION_HISTORY } from "@/app/api/cancellations/[id]/status-history/route";
import { DELETE as DELETE_DOCUMENT } from "@/app/api/documents/[documentID]/route";
import { POST as REINSTATE } from "@/app/api/reinstatements/route";
import { GET as GET_SUBMISSION } from "@/app/api/submission/[submissionID]/route";
import { GET as LIST_SUBMISSIONS } from "@/app/api/submissions/route";
import { addDays, utcToday } from "@/lib/questionnaire/dates";
import { db } from "@/server/db";
import { CANCELLATION_DATE_REACHED, cancelDuePolicies } from "@/server/services/cancellation-schedule";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { storeDocument } from "../support/documents";
import { applicationState, createCancellationRequest, createPolicy, updatedDate } from "../support/factories";
import { holdRow, waitingOn, waitingStatements } from "../support/row-locks";

const today = utcToday();
const day = (offset: number) => addDays(today, offset);
const at = (d: string) => new Date(`${d}T00:00:00Z`);

/** A Bound policy whose term runs from a month ago to most of a year ahead, so dates on either side of today fall within it. */
async function policyInForce(options: Parameters<typeof createPolicy>[0] = {}) {
  const policy = await createPolicy(options);
  await db.application.update({ where: { id: policy.appID }, data: { effectiveDate: at(day(-30)), expirationDate: at(day(335)) } });
  return { ...policy, updatedDate: await updatedDate(policy.appID) };
}

const cancel = (as: DemoUser, body: Record<string, unknown>) => call(CANCEL, "/api/cancellations", { as, method: "POST", body });
const readApplication = (appID: string, as: DemoUser = "agent") => call(GET_APPLICATION, `/api/applications/${appID}`, { as, params: { appID } });

/** The cancellation's day comes: its date is moved back to yesterday, as the calendar would. */
async function dayComes(cancellationID: string) {
  await db.cancellation.update({ where: { id: cancellationID }, data: { cancellationDate: at(day(-1)) } });
}

async function scheduledCancellation() {
  const policy = await policyInForce();
  const res = await cancel("underwriter", { appID: policy.appID, updatedDate: policy.updatedDate, cancellationDate: day(10), reason: "Insured request" });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { ...policy, cancellationID: res.json.id as string, answer: res.json };
}

describe("a cancellation dated after today", () => {
  it("is scheduled: the policy reads as CancellationScheduled, in force, until its date; both histories say so", async () => {
    const { appID, answer } = await scheduledCancellation();
    expect(answer).toMatchObject({ status: "CancellationScheduled", cancellationDate: day(10) });
    const read = await readApplication(appID);
    expect(read.json).toMatchObject({ status: "CancellationScheduled", statusDisplayValue: "Cancellation Scheduled", cancellationDate: day(10) });
    const { history } = await applicationState(appID);
    expect(history.at(-1)).toMatchObject({ fromStatus: "Bound", toStatus: "CancellationScheduled", changedById: demoUserIds.underwriter });
    const statuses = await call(CANCELLATION_HISTORY, "/", { as: "agent", params: { id: answer.id } });
    expect(statuses.json.map((h: { status: string }) => h.status)).toEqual(["CancellationScheduled"]);
  });

  it("dated today or before cancels at once, as before", async () => {
    const policy = await policyInForce();
    const res = await cancel("underwriter", { appID: policy.appID, updatedDate: policy.updatedDate, cancellationDate: today, reason: "Non-payment" });
    expect(res.json.status).toBe("PolicyCancelled");
    expect((await applicationState(policy.appID)).row.status).toBe("PolicyCancelled");
  });

  it("decides an agent's request for a later date as scheduled too", async () => {
    const { appID, cancellation } = await createCancellationRequest();
    await db.application.update({ where: { id: appID }, data: { effectiveDate: at(day(-30)), expirationDate: at(day(335)) } });
    const res = await call(DECIDE_CANCELLATION, `/api/cancellations/${cancellation.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: cancellation.id },
      body: { status: "PolicyCancelled", updatedDate: cancellation.updatedAt.toISOString(), cancellationDate: day(20) },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.status).toBe("CancellationScheduled");
    expect((await applicationState(appID)).row.status).toBe("CancellationScheduled");
  });

  it("becomes PolicyCancelled on its date at the first read, with history rows that name no user", async () => {
    const { appID, submissionId, cancellationID } = await scheduledCancellation();
    await dayComes(cancellationID);
    expect((await readApplication(appID)).json.status).toBe("PolicyCancelled");
    const { history } = await applicationState(appID);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "CancellationScheduled",
      toStatus: "PolicyCancelled",
      changedById: null,
      reason: CANCELLATION_DATE_REACHED,
    });
    const record = await db.cancellation.findUniqueOrThrow({ where: { id: cancellationID }, include: { statusHistory: { orderBy: { createdAt: "asc" } } } });
    expect(record.status).toBe("PolicyCancelled");
    expect(record.statusHistory.map((h) => [h.status, h.changedById])).toEqual([
      ["CancellationScheduled", demoUserIds.underwriter],
      ["PolicyCancelled", null],
    ]);
    expect((await db.submission.findUniqueOrThrow({ where: { id: submissionId } })).status).toBe("Completed");
    // The agency was told of the schedule by the underwriter, and of the cancellation by no one: the date did it.
    const told = await db.notification.findMany({ where: { applicationId: appID, userId: demoUserIds.agent }, orderBy: { createdAt: "asc" } });
    expect(told.map((n) => [n.kind, n.decision, n.actorId])).toEqual([
      ["cancellationDecided", "CancellationScheduled", demoUserIds.underwriter],
      ["cancellationDecided", "PolicyCancelled", null],
    ]);
  });

  it("takes effect at a read while one of its documents is being removed: the removal goes first and is refused, the request being decided", async () => {
    const { appID, cancellation } = await createCancellationRequest();
    await db.application.update({ where: { id: appID }, data: { effectiveDate: at(day(-30)), expirationDate: at(day(335)) } });
    const letter = await storeDocument({ appID, filename: "insured-letter.pdf" });
    await db.document.update({ where: { id: letter.id }, data: { cancellationId: cancellation.id } });
    const decided = await call(DECIDE_CANCELLATION, `/api/cancellations/${cancellation.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: cancellation.id },
      body: { status: "PolicyCancelled", updatedDate: cancellation.updatedAt.toISOString(), cancellationDate: day(20) },
    });
    expect(decided.json.status).toBe("CancellationScheduled");
    await dayComes(cancellation.id);
    // The removal waits for the policy, which the test holds; the read that makes the cancellation take effect arrives behind it.
    const held = await holdRow("Application", appID);
    const removing = call(DELETE_DOCUMENT, `/api/documents/${letter.id}`, { as: "agent", method: "DELETE", params: { documentID: letter.id } });
    await waitingOn("Application");
    const reading = call(GET_CANCELLATION, "/", { as: "agent", params: { id: cancellation.id } });
    await waitingStatements(2);
    await held.release();
    const [removed, read] = [await removing, await reading];
    expect(removed.status, JSON.stringify(removed.json)).toBe(409);
    expect(removed.json.error.message).toBe("Supporting documents can be removed only while the cancellation is requested; it is Cancellation Scheduled.");
    expect(read.status, JSON.stringify(read.json)).toBe(200);
    expect(read.json.status).toBe("PolicyCancelled");
    expect((await db.document.findUniqueOrThrow({ where: { id: letter.id } })).isActive).toBe(true);
  });

  it("every read on or after its date shows it cancelled: the submission, the lists, the record and its history", async () => {
    const reads: [string, (s: Awaited<ReturnType<typeof scheduledCancellation>>) => Promise<unknown>][] = [
      [
        "the submission page",
        async ({ submissionId, appID }) => {
          const res = await call(GET_SUBMISSION, "/", { as: "agent", params: { submissionID: submissionId } });
          return res.json.coverages.find((c: { appID: string }) => c.appID === appID).status;
        },
      ],
      [
        "the submission list",
        async ({ submissionId, appID }) => {
          const res = await call(LIST_SUBMISSIONS, "/api/submissions?limit=100", { as: "agent" });
          const submission = res.json.submissions.find((s: { submissionID: string }) => s.submissionID === submissionId);
          return submission.coverages.find((c: { appID: string }) => c.appID === appID).status;
        },
      ],
      [
        "the cancellations list",
        async ({ appID, cancellationID }) => {
          const res = await call(LIST_CANCELLATIONS, `/api/cancellations?applicationID=${appID}`, { as: "underwriter" });
          return res.json.cancellations.find((c: { id: string }) => c.id === cancellationID).status;
        },
      ],
      ["the record", async ({ cancellationID }) => (await call(GET_CANCELLATION, "/", { as: "agent", params: { id: cancellationID } })).json.status],
      [
        "the record's history",
        async ({ cancellationID }) => (await call(CANCELLATION_HISTORY, "/", { as: "agent", params: { id: cancellationID } })).json.at(-1).status,
      ],
    ];
    for (const [name, read] of reads) {
      const scheduled = await scheduledCancellation();
      expect(await read(scheduled), `${name} before the date`).toBe("CancellationScheduled");
      await dayComes(scheduled.cancellationID);
      expect(await read(scheduled), `${name} on the date`).toBe("PolicyCancelled");
      expect((await applicationState(scheduled.appID)).row.status, name).toBe("PolicyCancelled");
    }
  });

  it("takes effect by the sweep without anyone opening it; one not yet due is left alone", async () => {
    const due = await scheduledCancellation();
    const later = await scheduledCancellation();
    await dayComes(due.cancellationID);
    expect(await db.$transaction((tx) => cancelDuePolicies(tx))).toBeGreaterThanOrEqual(1);
    expect((await applicationState(due.appID)).row.status).toBe("PolicyCancelled");
    expect((await applicationState(later.appID)).row.status).toBe("CancellationScheduled");
  });

  it("can be withdrawn before its date (Cancel Cancellation: Bound again); a reinstatement waits until it has taken effect", async () => {
    const withdrawn = await scheduledCancellation();
    const record = await db.cancellation.findUniqueOrThrow({ where: { id: withdrawn.cancellationID } });
    const res = await call(DECIDE_CANCELLATION, "/", {
      as: "underwriter",
      method: "PATCH",
      params: { id: record.id },
      body: { status: "CancellationCancelled", updatedDate: record.updatedAt.toISOString() },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await applicationState(withdrawn.appID)).row.status).toBe("Bound");

    const pending = await scheduledCancellation();
    const body = { appID: pending.appID, reason: "Paid" };
    const early = await call(REINSTATE, "/api/reinstatements", {
      as: "agent",
      method: "POST",
      body: { ...body, updatedDate: await updatedDate(pending.appID) },
    });
    expect(early.status).toBe(409);
    expect(early.json.error.message).toBe("Cannot request reinstatement while the policy is Cancellation Scheduled.");
    await dayComes(pending.cancellationID);
    const read = await readApplication(pending.appID);
    const requested = await call(REINSTATE, "/api/reinstatements", { as: "agent", method: "POST", body: { ...body, updatedDate: read.json.updatedDate } });
    expect(requested.status, JSON.stringify(requested.json)).toBe(201);
    expect(requested.json).toMatchObject({ status: "ReinstatementRequested", cancellationID: pending.cancellationID });
  });
});

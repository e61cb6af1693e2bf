import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as AUDIT } from "@/app/api/audit/route";
import { GET as CLEARANCE } from "@/app/api/submission/[submissionID]/clearance/route";
import { PUT as DECIDE } from "@/app/api/submission/[submissionID]/clearance/[matchID]/route";
import { GET as DUPLICATES } from "@/app/api/submissions/duplicates/route";
import { GET as QUEUE } from "@/app/api/work-queue/route";
import { CLEARANCE_BLOCKED_MESSAGE } from "@/lib/domain/clearance";
import { db } from "@/server/db";
import { call, demoUserIds, signInAs, type DemoUser } from "../support/api-client";
import { applicationState, createApplication } from "../support/factories";
import { holdRow, waitingOn } from "../support/row-locks";

/** A word no other test's insured has, so names match only what a test made. */
const word = () =>
  Array.from(randomBytes(8))
    .map((b) => String.fromCharCode(97 + (b % 26)))
    .join("");

const fein = () => String(100_000_000 + (randomBytes(4).readUInt32BE() % 899_999_999));

/** A fresh submission of `agency` with this insured, and one application in `status`. */
async function insured(
  agency: "acme" | "beacon",
  fields: { companyName: string; feinSsnNumber?: string; street?: string; zip?: string },
  status: Parameters<typeof createApplication>[0]["status"] = "InProgress",
) {
  const app = await createApplication({ agency, status, priced: true, quoteDocument: true, agentDocument: true });
  await db.submission.update({ where: { id: app.submissionId }, data: { companyName: fields.companyName, feinSsnNumber: fields.feinSsnNumber ?? null } });
  await db.submissionAddress.updateMany({
    where: { submissionId: app.submissionId, kind: "physical" },
    data: { streetAddress: fields.street ?? `${randomBytes(2).readUInt16BE()} ${word()} Road`, zip: fields.zip ?? "73301" },
  });
  return app;
}

const clearanceOf = (submissionID: string, as: DemoUser = "underwriter") =>
  call(CLEARANCE, `/api/submission/${submissionID}/clearance`, { as, params: { submissionID } });

const decide = (submissionID: string, matchID: string, body: object, as: DemoUser | { token: string } = "underwriter") =>
  call(DECIDE, `/api/submission/${submissionID}/clearance/${matchID}`, { as, method: "PUT", body, params: { submissionID, matchID } });

async function matchesOf(submissionID: string) {
  const res = await clearanceOf(submissionID);
  expect(res.status).toBe(200);
  return res.json.matches as { submissionID: string; reasons: string[]; score: number; agencyName: string; coverages: { status: string }[] }[];
}

describe("clearance", () => {
  it("matches the same FEIN across agencies, whatever the names", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Builders`, feinSsnNumber: `${tax.slice(0, 2)}-${tax.slice(2)}` });
    const theirs = await insured("beacon", { companyName: `${word()} Holdings`, feinSsnNumber: tax });
    const [match] = await matchesOf(ours.submissionId);
    expect(match).toMatchObject({ submissionID: theirs.submissionId, reasons: ["fein"], score: 1, agencyName: "Beacon Risk Partners" });
    expect(match.coverages).toEqual([expect.objectContaining({ status: "In Progress" })]);
  });

  it("matches a similar name at the same address, legal suffixes, punctuation and street spelling aside", async () => {
    const name = word();
    const street = `${randomBytes(2).readUInt16BE()} ${word()}`;
    const ours = await insured("acme", { companyName: `The ${name} Carpentry, L.L.C.`, street: `${street} Avenue, Suite 100`, zip: "78701-1234" });
    const theirs = await insured("beacon", { companyName: `${name} Carpentry Inc.`, street: `${street} Ave Ste 100`, zip: "78701" });
    const [match] = await matchesOf(ours.submissionId);
    expect(match).toMatchObject({ submissionID: theirs.submissionId, reasons: ["name+address", "name"], score: 1 });
  });

  it("matches a very similar name alone, at a lower score; never unrelated insureds, even at one address", async () => {
    const name = word();
    const ours = await insured("acme", { companyName: `${name} Roofing Company` });
    const theirs = await insured("beacon", { companyName: `${name} Roofing, LLC` });
    const street = `${randomBytes(2).readUInt16BE()} ${word()} Street`;
    const bakery = await insured("acme", { companyName: `${word()} Bakery`, street, zip: "78702" });
    await insured("beacon", { companyName: `${word()} Dental Care`, street, zip: "78702" });
    const [match, ...others] = await matchesOf(ours.submissionId);
    expect(match).toMatchObject({ submissionID: theirs.submissionId, reasons: ["name"], score: 0.8 });
    expect(others).toEqual([]);
    expect(await matchesOf(bakery.submissionId)).toEqual([]);
  });

  it("keeps each decision, and every change of it, in the submission's trail; a stale change is refused", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Masonry`, feinSsnNumber: tax });
    const theirs = await insured("beacon", { companyName: `${word()} Stoneworks`, feinSsnNumber: tax });
    const cleared = await decide(ours.submissionId, theirs.submissionId, { decision: "cleared", reason: "A different location of the group." });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({
      blocked: false,
      matches: [{ decision: { decision: "cleared", reason: "A different location of the group.", decidedBy: "Uma Underwriter" } }],
    });
    const firstRead = cleared.json.matches[0].decision.updatedDate as string;

    const blocked = await decide(ours.submissionId, theirs.submissionId, { decision: "blocked", reason: "Beacon holds the risk.", updatedDate: firstRead });
    expect(blocked.json).toMatchObject({ blocked: true, matches: [{ decision: { decision: "blocked" } }] });
    const stale = await decide(ours.submissionId, theirs.submissionId, { decision: "cleared", reason: "Changed my mind.", updatedDate: firstRead });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current).toMatchObject({ decision: "blocked", reason: "Beacon holds the risk." });
    expect((await clearanceOf(ours.submissionId)).json.blocked).toBe(true);

    const trail = await call(AUDIT, `/api/audit?entityType=Submission&entityID=${ours.submissionId}`, { as: "underwriter" });
    const decisions = (trail.json.entries as { action: string; changes: Record<string, { from: unknown; to: unknown }> }[]).filter(
      (e) => `${theirs.submissionId}.decision` in e.changes,
    );
    expect(decisions.map((e) => [e.action, e.changes[`${theirs.submissionId}.decision`]])).toEqual([
      ["update", { from: "cleared", to: "blocked" }],
      ["insert", { from: null, to: "cleared" }],
    ]);

    // An edit that makes it no match keeps the decision, listed with no reasons, and it can still be changed.
    await db.submission.update({ where: { id: theirs.submissionId }, data: { feinSsnNumber: fein() } });
    const kept = await clearanceOf(ours.submissionId);
    expect(kept.json).toMatchObject({
      blocked: true,
      matches: [{ submissionID: theirs.submissionId, reasons: [], score: 0, decision: { decision: "blocked" } }],
    });
    const reopened = await decide(ours.submissionId, theirs.submissionId, {
      decision: "cleared",
      reason: "No longer the same tax id.",
      updatedDate: kept.json.matches[0].decision.updatedDate,
    });
    expect(reopened.json.blocked).toBe(false);
    await db.submission.update({ where: { id: theirs.submissionId }, data: { feinSsnNumber: tax } });

    // Bad input changes nothing; only a match may be decided.
    expect((await decide(ours.submissionId, theirs.submissionId, { decision: "maybe", reason: "" })).status).toBe(422);
    const stranger = await insured("beacon", { companyName: `${word()} Glassworks` });
    expect((await decide(ours.submissionId, stranger.submissionId, { decision: "cleared", reason: "Not related." })).status).toBe(404);
    expect((await clearanceOf(ours.submissionId)).json.matches).toHaveLength(1);
  });

  it("refuses a save made without seeing a decision another underwriter made meanwhile (409 with it), and keeps that decision", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Framing`, feinSsnNumber: tax });
    const theirs = await insured("beacon", { companyName: `${word()} Carpentry`, feinSsnNumber: tax });
    const other = await db.user.create({
      data: { email: `underwriter-${randomUUID()}@example.com`, passwordHash: "x", firstName: "Otto", lastName: "Second", roles: ["Underwriter"] },
    });
    const second = { token: (await signInAs(other.id)).bearer };
    // Both read the panel before either decided: the screen sends no updatedDate.
    expect((await matchesOf(ours.submissionId))[0]).toMatchObject({ submissionID: theirs.submissionId, decision: null });
    const blocked = await decide(ours.submissionId, theirs.submissionId, { decision: "blocked", reason: "Beacon holds the risk." });
    expect(blocked.status).toBe(200);
    const overwrite = await decide(ours.submissionId, theirs.submissionId, { decision: "cleared", reason: "Looks different to me." }, second);
    expect(overwrite.status).toBe(409);
    expect(overwrite.json.error.message).toBe("The clearance decision was changed by someone else since you read it. Read it again and decide.");
    const stored = blocked.json.matches[0].decision;
    expect(overwrite.json.error.current).toEqual({ decision: "blocked", reason: "Beacon holds the risk.", updatedDate: stored.updatedDate });
    expect((await clearanceOf(ours.submissionId)).json).toMatchObject({
      blocked: true,
      matches: [{ decision: { decision: "blocked", decidedBy: "Uma Underwriter" } }],
    });
    // Read again, the change is based on it and goes through.
    const changed = await decide(
      ours.submissionId,
      theirs.submissionId,
      { decision: "cleared", reason: "Looks different to me.", updatedDate: overwrite.json.error.current.updatedDate },
      second,
    );
    expect(changed.json).toMatchObject({ blocked: false, matches: [{ decision: { decision: "cleared", decidedBy: "Otto Second" } }] });
  });

  it("refuses the second of two first decisions made side by side (409 with the first)", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Plumbing`, feinSsnNumber: tax });
    const theirs = await insured("beacon", { companyName: `${word()} Pipeworks`, feinSsnNumber: tax });
    let commit!: () => void;
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const first = db.$transaction(
      async (tx) => {
        await tx.clearanceDecision.create({
          data: {
            submissionId: ours.submissionId,
            matchedSubmissionId: theirs.submissionId,
            decision: "blocked",
            reason: "First in.",
            decidedById: demoUserIds.underwriter,
          },
        });
        inserted();
        await new Promise<void>((resolve) => (commit = resolve));
      },
      { timeout: 20_000 },
    );
    await written;
    const racing = decide(ours.submissionId, theirs.submissionId, { decision: "cleared", reason: "Second in." });
    // The second insert waits on the first's uncommitted row.
    await waitingOn("ClearanceDecision");
    commit();
    await first;
    const res = await racing;
    expect(res.status).toBe(409);
    expect(res.json.error.current).toMatchObject({ decision: "blocked", reason: "First in." });
    expect(await db.clearanceDecision.findMany({ where: { submissionId: ours.submissionId }, select: { decision: true, reason: true } })).toEqual([
      { decision: "blocked", reason: "First in." },
    ]);
  });

  it("a blocked submission is neither quoted nor bound until the decision changes", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Paving`, feinSsnNumber: tax }, "ApprovalRequested");
    const theirs = await insured("beacon", { companyName: `${word()} Asphalt`, feinSsnNumber: tax });
    const block = await decide(ours.submissionId, theirs.submissionId, { decision: "blocked", reason: "Beacon submitted it first." });
    const approve = () =>
      call(PATCH_APPLICATION, `/api/applications/${ours.appID}`, {
        as: "underwriter",
        method: "PATCH",
        body: { updatedDate: ours.updatedDate, status: "QuoteApproved" },
        params: { appID: ours.appID },
      });
    const before = await applicationState(ours.appID);
    const refused = await approve();
    expect(refused.status).toBe(422);
    expect(refused.json.error.message).toBe(CLEARANCE_BLOCKED_MESSAGE);
    expect(await applicationState(ours.appID)).toEqual(before);

    await decide(ours.submissionId, theirs.submissionId, {
      decision: "cleared",
      reason: "Beacon withdrew.",
      updatedDate: block.json.matches[0].decision.updatedDate,
    });
    expect((await approve()).json).toMatchObject({ status: "QuoteApproved" });
  });

  it("an approval waits for a blocking decision under way, then is refused; nothing is quoted on a blocked submission", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Fencing`, feinSsnNumber: tax }, "ApprovalRequested");
    const theirs = await insured("beacon", { companyName: `${word()} Fences`, feinSsnNumber: tax });
    // The decision has locked our applications and waits, uncommitted, to reference the other submission, which the test holds.
    const held = await holdRow("Submission", theirs.submissionId);
    const blocking = decide(ours.submissionId, theirs.submissionId, { decision: "blocked", reason: "Beacon holds the risk." });
    await waitingOn("ClearanceDecision");
    const approval = call(PATCH_APPLICATION, `/api/applications/${ours.appID}`, {
      as: "underwriter",
      method: "PATCH",
      body: { updatedDate: ours.updatedDate, status: "QuoteApproved" },
      params: { appID: ours.appID },
    });
    await waitingOn("Application");
    await held.release();
    expect((await blocking).json.blocked).toBe(true);
    const refused = await approval;
    expect(refused.status).toBe(422);
    expect(refused.json.error.message).toBe(CLEARANCE_BLOCKED_MESSAGE);
    expect((await applicationState(ours.appID)).row.status).toBe("ApprovalRequested");
  });

  it("shows an agent nothing of another agency: the clearance is refused, and the form's check stays within the agency", async () => {
    const tax = fein();
    const ours = await insured("acme", { companyName: `${word()} Landscaping`, feinSsnNumber: tax });
    const theirs = await insured("beacon", { companyName: `${word()} Gardens`, feinSsnNumber: tax });
    for (const as of ["agent", "agent2"] as const) {
      expect((await clearanceOf(ours.submissionId, as)).status).toBe(403);
      expect((await decide(ours.submissionId, theirs.submissionId, { decision: "cleared", reason: "Mine." }, as)).status).toBe(403);
    }
    expect((await clearanceOf("00000000-0000-4000-8000-000000000000")).status).toBe(404);

    const typed = (as: DemoUser, query: string) => call(DUPLICATES, `/api/submissions/duplicates?${query}`, { as });
    // Acme's agent typing Beacon's insured learns nothing; typing Acme's own, is told, with the submission.
    const beaconOnly = fein();
    await insured("beacon", { companyName: `${word()} Nurseries`, feinSsnNumber: beaconOnly });
    expect((await typed("agent", `feinSsnNumber=${beaconOnly}`)).json).toEqual({ matches: [] });
    expect((await typed("agent2", `feinSsnNumber=${beaconOnly}`)).json.matches).toHaveLength(1);
    const name = word();
    const own = await insured("acme", { companyName: `${name} Welding LLC` });
    const told = await typed("agent", `companyName=${encodeURIComponent(`${name} Welding, Inc.`)}`);
    expect(told.json.matches).toEqual([expect.objectContaining({ submissionID: own.submissionId, insuredName: `${name} Welding LLC`, reasons: ["name"] })]);
    // Not its own duplicate while it is edited; Beacon's agent is not told of Acme's.
    expect((await typed("agent", `companyName=${encodeURIComponent(`${name} Welding`)}&excludeSubmissionID=${own.submissionId}`)).json.matches).toEqual([]);
    expect((await typed("agent2", `companyName=${encodeURIComponent(`${name} Welding`)}`)).json.matches).toEqual([]);
    expect((await typed("agent", "feinSsnNumber=12")).json).toEqual({ matches: [] });
    expect((await typed("agent", `zip=${"9".repeat(11)}`)).status).toBe(400);
  });

  it("marks the queue's rows with an undecided likely duplicate, and not once it is decided", async () => {
    const tax = fein();
    const name = word();
    const ours = await insured("acme", { companyName: `${name} Drywall`, feinSsnNumber: tax }, "ApprovalRequested");
    const theirs = await insured("beacon", { companyName: `${word()} Interiors`, feinSsnNumber: tax });
    const row = async () => {
      const res = await call(QUEUE, `/api/work-queue?search=${encodeURIComponent(name)}`, { as: "underwriter" });
      return (res.json.items as { appID: string; possibleDuplicate: boolean }[]).find((i) => i.appID === ours.appID);
    };
    expect(await row()).toMatchObject({ possibleDuplicate: true });
    await decide(ours.submissionId, theirs.submissionId, { decision: "cleared", reason: "Another location." });
    expect(await row()).toMatchObject({ possibleDuplicate: false });
  });

  it("lists the undecided matches first, so each one the badge counts can be decided however many there are", async () => {
    const tax = fein();
    const name = word();
    const ours = await insured("acme", { companyName: `${name} Siding`, feinSsnNumber: tax }, "ApprovalRequested");
    const theirs: string[] = [];
    for (let i = 0; i < 21; i++)
      theirs.push((await insured(i % 2 ? "acme" : "beacon", { companyName: `${word()} Exteriors`, feinSsnNumber: tax })).submissionId);
    const badged = async () => {
      const res = await call(QUEUE, `/api/work-queue?search=${encodeURIComponent(name)}`, { as: "underwriter" });
      return (res.json.items as { appID: string; possibleDuplicate: boolean }[]).find((i) => i.appID === ours.appID)?.possibleDuplicate;
    };
    const listed = async () => (await clearanceOf(ours.submissionId)).json.matches as { submissionID: string; decision: object | null }[];

    const first = await listed();
    expect(first).toHaveLength(20);
    for (const match of first) await decide(ours.submissionId, match.submissionID, { decision: "cleared", reason: "A different risk." });
    expect(await badged()).toBe(true);
    // The one left undecided now comes first, the 20 decided after it.
    const [left, ...decided] = await listed();
    expect(left).toMatchObject({ submissionID: theirs.find((id) => !first.some((m) => m.submissionID === id)), decision: null });
    expect(decided).toHaveLength(20);
    expect(decided.every((m) => m.decision !== null)).toBe(true);
    await decide(ours.submissionId, left.submissionID, { decision: "cleared", reason: "A different risk." });
    expect(await badged()).toBe(false);
    expect(await listed()).toHaveLength(21);
  });
});

import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/applications/[appID]/route";
import { DELETE, PATCH } from "@/app/api/applications/[appID]/renewal-link/route";
import { DELETE as DELETE_ACROSS, PATCH as PATCH_ACROSS } from "@/app/api/applications/[appID]/submission-link/route";
import { db } from "@/server/db";
import { call, type DemoUser } from "../support/api-client";
import { createApplication, createPolicy, updatedDate } from "../support/factories";
import { holdRow, waitingOn, waitingStatements } from "../support/row-locks";

const link = (as: DemoUser, appID: string, body: Record<string, unknown>) => call(PATCH, "/", { as, method: "PATCH", params: { appID }, body });
const unlink = (as: DemoUser, appID: string, body: Record<string, unknown>) => call(DELETE, "/", { as, method: "DELETE", params: { appID }, body });
const linkAcross = (as: DemoUser, appID: string, body: Record<string, unknown>) => call(PATCH_ACROSS, "/", { as, method: "PATCH", params: { appID }, body });
const unlinkAcross = (as: DemoUser, appID: string, body: Record<string, unknown>) =>
  call(DELETE_ACROSS, "/", { as, method: "DELETE", params: { appID }, body });

const renewalsOf = async (appID: string, as: DemoUser = "agent") =>
  (await call(GET, "/", { as, params: { appID } })).json.linkedCoverages.renewals.map((r: { appID: string; submissionID: string }) => [
    r.appID,
    r.submissionID,
  ]);

describe("renewal links", () => {
  it("links an application as the renewal of a bound policy, seen from both sides, and unlinks it", async () => {
    const original = await createPolicy();
    const renewal = await createApplication({ status: "InProgress", submissionId: original.submissionId });
    const res = await link("underwriter", renewal.appID, { renewedFromAppID: original.appID, updatedDate: renewal.updatedDate });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ appID: renewal.appID, renewedFromAppID: original.appID });
    const fromOriginal = await call(GET, "/", { as: "agent", params: { appID: original.appID } });
    expect(fromOriginal.json.linkedCoverages.renewals.map((r: { appID: string }) => r.appID)).toEqual([renewal.appID]);
    const fromRenewal = await call(GET, "/", { as: "agent", params: { appID: renewal.appID } });
    expect(fromRenewal.json).toMatchObject({ renewedFromAppID: original.appID, linkedCoverages: { renewedFrom: { appID: original.appID } } });
    const audit = await db.auditLog.findFirst({
      where: { entityType: "Application", entityId: renewal.appID, action: "update" },
      orderBy: { occurredAt: "desc" },
    });
    expect(JSON.stringify(audit?.changes)).toContain("renewedFromAppId");

    const removed = await unlink("underwriter", renewal.appID, { updatedDate: await updatedDate(renewal.appID) });
    expect(removed.status).toBe(200);
    expect((await call(GET, "/", { as: "agent", params: { appID: original.appID } })).json.linkedCoverages.renewals).toEqual([]);
    expect((await unlink("underwriter", renewal.appID, { updatedDate: await updatedDate(renewal.appID) })).status).toBe(409);
  });

  it("refuses links that would cross coverages, agencies or a loop, or renew what is not bound, changing nothing", async () => {
    const original = await createPolicy();
    const app = await createApplication({ status: "InProgress" });
    const other = await createApplication({ status: "Bound", product: "commercial_auto" });
    const theirs = await createPolicy({ agency: "beacon" });
    const unbound = await createApplication({ status: "QuoteApproved" });
    const basedOn = app.updatedDate;
    expect((await link("underwriter", app.appID, { renewedFromAppID: other.appID, updatedDate: basedOn })).json.error.message).toBe(
      "A renewal must be of the same coverage as the policy it renews.",
    );
    expect((await link("underwriter", app.appID, { renewedFromAppID: theirs.appID, updatedDate: basedOn })).json.error.message).toBe(
      "A renewal must stay with the agency of the policy it renews.",
    );
    expect((await link("underwriter", app.appID, { renewedFromAppID: unbound.appID, updatedDate: basedOn })).json.error.message).toBe(
      "Only a bound policy can be renewed.",
    );
    expect((await link("underwriter", app.appID, { renewedFromAppID: app.appID, updatedDate: basedOn })).status).toBe(409);
    expect((await link("underwriter", app.appID, { renewedFromAppID: original.appID, updatedDate: "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    expect((await link("agent", app.appID, { renewedFromAppID: original.appID, updatedDate: basedOn })).status).toBe(403);
    expect(await updatedDate(app.appID)).toBe(basedOn);

    // A bound renewal that renews `original`, then `original` linked as a renewal of it: a loop.
    const renewal = await createPolicy({ submissionId: original.submissionId });
    expect((await link("underwriter", renewal.appID, { renewedFromAppID: original.appID, updatedDate: renewal.updatedDate })).status).toBe(200);
    const loop = await link("underwriter", original.appID, { renewedFromAppID: renewal.appID, updatedDate: await updatedDate(original.appID) });
    expect(loop.status).toBe(409);
    expect(loop.json.error.message).toBe("This link would make the application a renewal of itself.");
  });

  it("two underwriters linking two policies as each other's renewal at once: one link is made, the other refused as a loop", async () => {
    const first = await createPolicy();
    const second = await createPolicy({ submissionId: first.submissionId });
    // The first link waits for its application, which the test holds; the second, the other way round, arrives meanwhile.
    const held = await holdRow("Application", first.appID);
    const linking = link("underwriter", first.appID, { renewedFromAppID: second.appID, updatedDate: first.updatedDate });
    await waitingOn("Application");
    const reverse = link("underwriter", second.appID, { renewedFromAppID: first.appID, updatedDate: second.updatedDate });
    await waitingStatements(2);
    await held.release();
    const [made, refused] = [await linking, await reverse];
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    expect(refused.json.error.message).toBe("This link would make the application a renewal of itself.");
    const links = await db.application.findMany({ where: { id: { in: [first.appID, second.appID] } }, select: { id: true, renewedFromAppId: true } });
    expect(Object.fromEntries(links.map((a) => [a.id, a.renewedFromAppId]))).toEqual({ [first.appID]: second.appID, [second.appID]: null });
  });

  it("links within the submission only: a policy of another submission is a submission link", async () => {
    const original = await createPolicy();
    const app = await createApplication({ status: "InProgress" });
    const res = await link("underwriter", app.appID, { renewedFromAppID: original.appID, updatedDate: app.updatedDate });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe("The policy it renews is in another submission: link it as a renewal across submissions.");
    expect(await updatedDate(app.appID)).toBe(app.updatedDate);
  });
});

describe("submission links (renewals across submissions)", () => {
  it("links an application as the renewal of a bound policy of another submission, seen from both sides, and unlinks it", async () => {
    const original = await createPolicy();
    const renewal = await createApplication({ status: "InProgress" });
    const res = await linkAcross("underwriter", renewal.appID, {
      submissionID: original.submissionId,
      renewedFromAppID: original.appID,
      updatedDate: renewal.updatedDate,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ appID: renewal.appID, renewedFromAppID: original.appID });
    expect(await renewalsOf(original.appID)).toEqual([[renewal.appID, renewal.submissionId]]);
    expect(await renewalsOf(original.appID, "underwriter")).toEqual([[renewal.appID, renewal.submissionId]]);
    const fromRenewal = await call(GET, "/", { as: "agent", params: { appID: renewal.appID } });
    expect(fromRenewal.json).toMatchObject({
      renewedFromAppID: original.appID,
      linkedCoverages: { renewedFrom: { appID: original.appID, submissionID: original.submissionId } },
    });
    const audit = await db.auditLog.findFirst({
      where: { entityType: "Application", entityId: renewal.appID, action: "update" },
      orderBy: { occurredAt: "desc" },
    });
    expect(JSON.stringify(audit?.changes)).toContain("renewedFromAppId");

    // A link across submissions is undone where it was made.
    const wrongWay = await unlink("underwriter", renewal.appID, { updatedDate: await updatedDate(renewal.appID) });
    expect(wrongWay.status).toBe(409);
    expect(wrongWay.json.error.message).toBe("This renewal is linked to a policy of another submission: unlink it as a renewal across submissions.");
    expect(await renewalsOf(original.appID)).toEqual([[renewal.appID, renewal.submissionId]]);

    expect((await unlinkAcross("agent", renewal.appID, { updatedDate: await updatedDate(renewal.appID) })).status).toBe(403);
    expect((await unlinkAcross("underwriter", renewal.appID, { updatedDate: "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    const removed = await unlinkAcross("underwriter", renewal.appID, { updatedDate: await updatedDate(renewal.appID) });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ appID: renewal.appID, renewedFromAppID: null });
    expect(await renewalsOf(original.appID)).toEqual([]);
    expect((await call(GET, "/", { as: "agent", params: { appID: renewal.appID } })).json.linkedCoverages.renewedFrom).toBeNull();
    expect((await unlinkAcross("underwriter", renewal.appID, { updatedDate: await updatedDate(renewal.appID) })).status).toBe(409);
  });

  it("refuses what a renewal link refuses, a policy in the same submission or not in the named one, changing nothing", async () => {
    const original = await createPolicy();
    const app = await createApplication({ status: "InProgress" });
    const other = await createApplication({ status: "Bound", product: "commercial_auto" });
    const theirs = await createPolicy({ agency: "beacon" });
    const unbound = await createApplication({ status: "QuoteApproved" });
    const sibling = await createPolicy({ submissionId: app.submissionId });
    const basedOn = app.updatedDate;
    const across = (target: { appID: string; submissionId: string }, as: DemoUser = "underwriter", updated = basedOn) =>
      linkAcross(as, app.appID, { submissionID: target.submissionId, renewedFromAppID: target.appID, updatedDate: updated });
    expect((await across(other)).json.error.message).toBe("A renewal must be of the same coverage as the policy it renews.");
    expect((await across(theirs)).json.error.message).toBe("A renewal must stay with the agency of the policy it renews.");
    expect((await across(unbound)).json.error.message).toBe("Only a bound policy can be renewed.");
    expect((await across(sibling)).json.error.message).toBe("The policy it renews is in the same submission: link it as a renewal within the submission.");
    expect((await across(app)).status).toBe(409);
    expect((await across(original, "underwriter", "2020-01-01T00:00:00.000Z")).status).toBe(409);
    // The policy is not in the submission the body names.
    expect(
      (await linkAcross("underwriter", app.appID, { submissionID: other.submissionId, renewedFromAppID: original.appID, updatedDate: basedOn })).status,
    ).toBe(404);
    expect((await across(original, "agent")).status).toBe(403);
    expect((await across(original, "agent2")).status).toBe(403);
    expect((await linkAcross("underwriter", app.appID, { renewedFromAppID: original.appID, updatedDate: basedOn })).status).toBe(422);
    expect(await updatedDate(app.appID)).toBe(basedOn);
    expect(await renewalsOf(original.appID)).toEqual([]);

    // `renewal` (bound, another submission) renews `original`; `original` as a renewal of it would be a loop.
    const renewal = await createPolicy();
    expect(
      (
        await linkAcross("underwriter", renewal.appID, {
          submissionID: original.submissionId,
          renewedFromAppID: original.appID,
          updatedDate: renewal.updatedDate,
        })
      ).status,
    ).toBe(200);
    const loop = await linkAcross("underwriter", original.appID, {
      submissionID: renewal.submissionId,
      renewedFromAppID: renewal.appID,
      updatedDate: await updatedDate(original.appID),
    });
    expect(loop.status).toBe(409);
    expect(loop.json.error.message).toBe("This link would make the application a renewal of itself.");
  });
});

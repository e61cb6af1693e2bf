import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/applications/[appID]/route";
import { DELETE, PATCH } from "@/app/api/applications/[appID]/renewal-link/route";
import { db } from "@/server/db";
import { call, type DemoUser } from "../support/api-client";
import { createApplication, createPolicy, updatedDate } from "../support/factories";

const link = (as: DemoUser, appID: string, body: Record<string, unknown>) => call(PATCH, "/", { as, method: "PATCH", params: { appID }, body });
const unlink = (as: DemoUser, appID: string, body: Record<string, unknown>) => call(DELETE, "/", { as, method: "DELETE", params: { appID }, body });

describe("renewal links", () => {
  it("links an application as the renewal of a bound policy, seen from both sides, and unlinks it", async () => {
    const original = await createPolicy();
    const renewal = await createApplication({ status: "InProgress" });
    const res = await link("underwriter", renewal.appID, { renewedFromAppID: original.appID, updatedDate: renewal.updatedDate });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ appID: renewal.appID, renewedFromAppID: original.appID });
    const fromOriginal = await call(GET, "/", { as: "agent", params: { appID: original.appID } });
    expect(fromOriginal.json.linkedCoverages.renewals.map((r: { appID: string }) => r.appID)).toEqual([renewal.appID]);
    const fromRenewal = await call(GET, "/", { as: "agent", params: { appID: renewal.appID } });
    expect(fromRenewal.json).toMatchObject({ renewedFromAppID: original.appID, linkedCoverages: { renewedFrom: { appID: original.appID } } });
    const audit = await db.auditLog.findFirst({ where: { entityType: "Application", entityId: renewal.appID, action: "update" }, orderBy: { occurredAt: "desc" } });
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
    expect((await link("underwriter", app.appID, { renewedFromAppID: other.appID, updatedDate: basedOn })).json.error.message).toBe("A renewal must be of the same coverage as the policy it renews.");
    expect((await link("underwriter", app.appID, { renewedFromAppID: theirs.appID, updatedDate: basedOn })).json.error.message).toBe("A renewal must stay with the agency of the policy it renews.");
    expect((await link("underwriter", app.appID, { renewedFromAppID: unbound.appID, updatedDate: basedOn })).json.error.message).toBe("Only a bound policy can be renewed.");
    expect((await link("underwriter", app.appID, { renewedFromAppID: app.appID, updatedDate: basedOn })).status).toBe(409);
    expect((await link("underwriter", app.appID, { renewedFromAppID: original.appID, updatedDate: "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    expect((await link("agent", app.appID, { renewedFromAppID: original.appID, updatedDate: basedOn })).status).toBe(403);
    expect(await updatedDate(app.appID)).toBe(basedOn);

    // A bound renewal that renews `original`, then `original` linked as a renewal of it: a loop.
    const renewal = await createPolicy();
    expect((await link("underwriter", renewal.appID, { renewedFromAppID: original.appID, updatedDate: renewal.updatedDate })).status).toBe(200);
    const loop = await link("underwriter", original.appID, { renewedFromAppID: renewal.appID, updatedDate: await updatedDate(original.appID) });
    expect(loop.status).toBe(409);
    expect(loop.json.error.message).toBe("This link would make the application a renewal of itself.");
  });
});

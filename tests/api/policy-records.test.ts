import { describe, expect, it } from "vitest";
import { GET as LIST_CANCELLATIONS, POST as CANCEL } from "@/app/api/cancellations/route";
import { GET as GET_CANCELLATION, PATCH as DECIDE_CANCELLATION } from "@/app/api/cancellations/[id]/route";
import { GET as CANCELLATION_HISTORY } from "@/app/api/cancellations/[id]/status-history/route";
import { GET as LIST_REINSTATEMENTS, POST as REINSTATE } from "@/app/api/reinstatements/route";
import { GET as GET_REINSTATEMENT, PATCH as DECIDE_REINSTATEMENT } from "@/app/api/reinstatements/[id]/route";
import { GET as REINSTATEMENT_HISTORY } from "@/app/api/reinstatements/[id]/status-history/route";
import { NOT_LATEST_CANCELLATION } from "@/lib/domain/cancellations";
import { statusLabel } from "@/lib/domain/statuses";
import { flagNames, type Flags } from "@/lib/flags";
import { stableId } from "@/prisma/seed/stable-id";
import { loadSessionUser } from "@/server/auth/session-user";
import { db } from "@/server/db";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import { expectCursorRefused, walkPages } from "../support/list-cursors";
import { applicationState, createCancellationRequest, createPolicy, createReinstatementRequest, underwriterDecides, updatedDate } from "../support/factories";

async function snapshot(appID: string) {
  return {
    app: await applicationState(appID),
    cancellations: await db.cancellation.findMany({ where: { applicationId: appID }, include: { statusHistory: true } }),
    reinstatements: await db.reinstatement.findMany({ where: { applicationId: appID }, include: { statusHistory: true } }),
  };
}

const requestCancellation = (as: DemoUser, body: Record<string, unknown>) => call(CANCEL, "/api/cancellations", { as, method: "POST", body });
const decideCancellation = (as: DemoUser, id: string, body: Record<string, unknown>) =>
  call(DECIDE_CANCELLATION, `/api/cancellations/${id}`, { as, method: "PATCH", params: { id }, body });
const decideReinstatement = (as: DemoUser, id: string, body: Record<string, unknown>) =>
  call(DECIDE_REINSTATEMENT, `/api/reinstatements/${id}`, { as, method: "PATCH", params: { id }, body });

describe("cancellations", () => {
  it("an agent requests cancellation of a Bound policy: the record and the policy move together, each with its history", async () => {
    const { appID, updatedDate: basedOn } = await createPolicy();
    const res = await requestCancellation("agent", { appID, updatedDate: basedOn, cancellationDate: "2026-07-02", reason: "Sold the business" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({
      appID,
      status: "CancellationRequested",
      cancellationDate: "2026-07-02",
      reason: "Sold the business",
      requestedBy: demoUserIds.agent,
      requestedByDisplayValue: "Avery Agent",
      returnPremium: 1830,
    });
    expect(res.json).not.toHaveProperty("uecDueTo");
    // The record carries the policy's agency, which an agent's list is read by.
    expect((await db.cancellation.findUniqueOrThrow({ where: { id: res.json.id } })).agencyId).toBe(stableId("agency:acme"));
    const { row, history } = await applicationState(appID);
    expect(row.status).toBe("CancellationRequested");
    expect(history.at(-1)).toMatchObject({ fromStatus: "Bound", toStatus: "CancellationRequested", changedById: demoUserIds.agent });
    const statuses = await call(CANCELLATION_HISTORY, "/", { as: "agent", params: { id: res.json.id } });
    expect(statuses.json.map((h: { status: string }) => h.status)).toEqual(["CancellationRequested"]);
  });

  it("refuses requests outside the rules with nothing written: another agency 404, a date outside the term 422, a stale policy 409, a policy not Bound 409, uecDueTo from an agent 403", async () => {
    const { appID, updatedDate: basedOn } = await createPolicy();
    const before = await snapshot(appID);
    const ok = { appID, updatedDate: basedOn, cancellationDate: "2026-06-01", reason: "Why" };
    expect((await requestCancellation("agent2", ok)).status).toBe(404);
    const outside = await requestCancellation("agent", { ...ok, cancellationDate: "2027-02-01" });
    expect(outside.status).toBe(422);
    expect(outside.json.error.fields.cancellationDate).toEqual(["The cancellation date must fall within the policy term (01/01/2026 to 01/01/2027)."]);
    expect((await requestCancellation("agent", { ...ok, updatedDate: "2020-01-01T00:00:00.000Z" })).status).toBe(409);
    expect((await requestCancellation("agent", { ...ok, uecDueTo: "x" })).status).toBe(403);
    expect((await requestCancellation("agent", { ...ok, reason: "  " })).status).toBe(422);
    expect(await snapshot(appID)).toEqual(before);
    const cancelled = await createPolicy({ status: "PolicyCancelled" });
    const refused = await requestCancellation("agent", { ...ok, appID: cancelled.appID, updatedDate: cancelled.updatedDate });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe("Cannot request cancellation while the policy is Cancelled.");
  });

  it("an underwriter cancels a Bound policy outright, with what it is due to; agents never see uecDueTo", async () => {
    const { appID, updatedDate: basedOn } = await createPolicy();
    const res = await requestCancellation("underwriter", {
      appID,
      updatedDate: basedOn,
      cancellationDate: "2026-01-01",
      reason: "Non-payment",
      uecDueTo: "Non-payment of premium",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: "PolicyCancelled", uecDueTo: "Non-payment of premium", returnPremium: 3650 });
    expect((await applicationState(appID)).row.status).toBe("PolicyCancelled");
    const agentView = await call(GET_CANCELLATION, "/", { as: "agent", params: { id: res.json.id } });
    expect(agentView.status).toBe(200);
    expect(agentView.json).not.toHaveProperty("uecDueTo");
    const list = await call(LIST_CANCELLATIONS, `/api/cancellations?applicationID=${appID}`, { as: "agent" });
    expect(list.json.cancellations).toHaveLength(1);
    expect(JSON.stringify(list.json)).not.toContain("Non-payment of premium");
  });

  it.each([
    ["PolicyCancelled", "PolicyCancelled"],
    ["CancellationDenied", "CancellationDenied"],
    ["CancellationCancelled", "Bound"],
  ] as const)("an underwriter decides a request: %s leaves the policy %s", async (status, policyStatus) => {
    const { appID, cancellation } = await createCancellationRequest();
    const res = await decideCancellation("underwriter", cancellation.id, { status, updatedDate: cancellation.updatedAt.toISOString() });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.status).toBe(status);
    const { row, history } = await applicationState(appID);
    expect(row.status).toBe(policyStatus);
    expect(history.at(-1)).toMatchObject({ fromStatus: "CancellationRequested", toStatus: policyStatus, changedById: demoUserIds.underwriter });
    const statuses = await call(CANCELLATION_HISTORY, "/", { as: "underwriter", params: { id: cancellation.id } });
    expect(statuses.json.map((h: { status: string }) => h.status)).toEqual(["CancellationRequested", status]);
  });

  it("refuses decisions outside the rules, changing nothing: agents 403, a decided request 409, cancelling the cancellation of a Bound policy 409", async () => {
    const { appID, cancellation } = await createCancellationRequest();
    const before = await snapshot(appID);
    const basedOn = cancellation.updatedAt.toISOString();
    expect((await decideCancellation("agent", cancellation.id, { status: "CancellationDenied", updatedDate: basedOn })).status).toBe(403);
    expect((await decideCancellation("underwriter", cancellation.id, { status: "Bound", updatedDate: basedOn })).status).toBe(422);
    expect((await decideCancellation("underwriter", cancellation.id, { status: "CancellationDenied", updatedDate: "2020-01-01T00:00:00.000Z" })).status).toBe(
      409,
    );
    expect(await snapshot(appID)).toEqual(before);
    const denied = await decideCancellation("underwriter", cancellation.id, { status: "CancellationDenied", updatedDate: basedOn });
    const again = await decideCancellation("underwriter", cancellation.id, { status: "PolicyCancelled", updatedDate: denied.json.updatedDate });
    expect(again.status).toBe(409);
    const cancelCancelled = await decideCancellation("underwriter", cancellation.id, { status: "CancellationCancelled", updatedDate: denied.json.updatedDate });
    expect(cancelCancelled.status).toBe(409);
  });

  it("only the policy's latest cancellation can be cancelled: an older one a newer request replaced is refused (409), changing nothing", async () => {
    const policy = await createPolicy();
    const older = await requestCancellation("underwriter", {
      appID: policy.appID,
      updatedDate: policy.updatedDate,
      cancellationDate: "2026-06-01",
      reason: "Non-payment",
    });
    expect(older.json.status).toBe("PolicyCancelled");
    const reinstated = await call(REINSTATE, "/api/reinstatements", {
      as: "underwriter",
      method: "POST",
      body: { appID: policy.appID, updatedDate: await updatedDate(policy.appID), reason: "Paid" },
    });
    expect(reinstated.status).toBe(201);
    const newer = await requestCancellation("agent", {
      appID: policy.appID,
      updatedDate: await updatedDate(policy.appID),
      cancellationDate: "2026-07-02",
      reason: "Sold",
    });
    expect(newer.json.status).toBe("CancellationRequested");
    const before = await snapshot(policy.appID);

    const refused = await decideCancellation("underwriter", older.json.id, { status: "CancellationCancelled", updatedDate: older.json.updatedDate });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ message: NOT_LATEST_CANCELLATION, currentStatus: "CancellationRequested" });
    expect(await snapshot(policy.appID)).toEqual(before);

    // The newer request is still the underwriter's to decide, and its own cancelling puts the policy back to Bound.
    const undone = await decideCancellation("underwriter", newer.json.id, { status: "CancellationCancelled", updatedDate: newer.json.updatedDate });
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect((await applicationState(policy.appID)).row.status).toBe("Bound");
    expect((await call(GET_CANCELLATION, "/", { as: "underwriter", params: { id: older.json.id } })).json.status).toBe("PolicyCancelled");
  });

  it("a denied cancellation leaves the policy in force: the agent may request cancellation again, or the underwriter cancel it outright", async () => {
    for (const [as, status] of [
      ["agent", "CancellationRequested"],
      ["underwriter", "PolicyCancelled"],
    ] as const) {
      const { appID, cancellation } = await createCancellationRequest();
      expect((await underwriterDecides(cancellation, "CancellationDenied")).status).toBe(200);
      const res = await requestCancellation(as, { appID, updatedDate: await updatedDate(appID), cancellationDate: "2026-07-02", reason: "Sold after all" });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.status).toBe(status);
      const { row, history } = await applicationState(appID);
      expect(row.status).toBe(status);
      expect(history.at(-1)).toMatchObject({ fromStatus: "CancellationDenied", toStatus: status });
      // The denied request keeps its outcome.
      expect((await call(GET_CANCELLATION, "/", { as, params: { id: cancellation.id } })).json.status).toBe("CancellationDenied");
    }
  });

  it("cancel and deny of the same request at once: one wins, the other 409, nothing half-written", async () => {
    const { appID, cancellation } = await createCancellationRequest();
    const basedOn = cancellation.updatedAt.toISOString();
    const results = await Promise.all(
      (["PolicyCancelled", "CancellationDenied"] as const).map((status) =>
        decideCancellation("underwriter", cancellation.id, { status, updatedDate: basedOn }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.json.status;
    const { row, history } = await applicationState(appID);
    expect(row.status).toBe(winner);
    expect(history.filter((h) => h.fromStatus === "CancellationRequested")).toHaveLength(1);
    expect(await db.cancellationStatusHistory.count({ where: { cancellationId: cancellation.id } })).toBe(2);
  });

  it("lists per role: an agent their agency's, an underwriter all; searchable", async () => {
    const mine = await createCancellationRequest();
    const theirs = await createCancellationRequest({ agency: "beacon" });
    const ids = async (as: DemoUser, query = "") =>
      (await call(LIST_CANCELLATIONS, `/api/cancellations?limit=100${query}`, { as })).json.cancellations.map((c: { id: string }) => c.id);
    expect(await ids("agent")).toContain(mine.cancellation.id);
    expect(await ids("agent")).not.toContain(theirs.cancellation.id);
    expect(await ids("underwriter")).toEqual(expect.arrayContaining([mine.cancellation.id, theirs.cancellation.id]));
    const insured = (await db.submission.findUniqueOrThrow({ where: { id: theirs.submissionId } })).companyName!;
    expect(await ids("underwriter", `&search=${encodeURIComponent(insured)}`)).toEqual([theirs.cancellation.id]);
    // "_" and "%" are themselves, not wildcards: no insured, product or policy number holds them.
    expect(await ids("underwriter", `&search=${encodeURIComponent("_")}`)).toEqual([]);
    expect(await ids("underwriter", `&search=${encodeURIComponent("%")}`)).toEqual([]);
    expect(await ids("agent", `&submissionID=${theirs.submissionId}`)).toEqual([]);
    expect((await call(GET_CANCELLATION, "/", { as: "agent2", params: { id: mine.cancellation.id } })).status).toBe(404);
  });

  it("sort by when each was requested, newest first unless asked oldest first; every page in that order, none twice; an unknown sort is 400", async () => {
    for (const [path, list, items, sorts] of [
      ["/api/cancellations", LIST_CANCELLATIONS, "cancellations", "return, -return, dueTo, -dueTo"],
      ["/api/reinstatements", LIST_REINSTATEMENTS, "reinstatements", "lapse, -lapse"],
    ] as const) {
      await createReinstatementRequest();
      await createReinstatementRequest();
      const walk = async (sort: string) => {
        const rows: { id: string; requestedDate: string }[] = [];
        let cursor: string | null = null;
        do {
          const res = await call(list, `${path}?limit=3${sort}${cursor ? `&cursor=${cursor}` : ""}`, { as: "underwriter" });
          expect(res.status, JSON.stringify(res.json)).toBe(200);
          rows.push(...res.json[items]);
          cursor = res.json.nextCursor;
        } while (cursor && rows.length < 60);
        return rows;
      };
      const newest = await walk("");
      const times = newest.map((r) => r.requestedDate);
      expect(times, path).toEqual([...times].sort().reverse());
      expect(new Set(newest.map((r) => r.id)).size).toBe(newest.length);
      expect(await walk("&sort=-requested")).toEqual(newest);
      const oldest = await walk("&sort=requested");
      expect(
        oldest.map((r) => r.requestedDate),
        path,
      ).toEqual([...oldest.map((r) => r.requestedDate)].sort());
      const bad = await call(list, `${path}?sort=reason`, { as: "underwriter" });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.json)).toContain(
        `Sort must be one of requested, -requested, insured, -insured, status, -status, cancellation, -cancellation, ${sorts}.`,
      );
    }
  });

  it("sort by insured, A to Z unless turned round, page after page, ties by id; a renamed insured's records move with it, leaving their own trail alone", async () => {
    for (const [path, list, items, made] of [
      [
        "/api/cancellations",
        LIST_CANCELLATIONS,
        "cancellations",
        async () => {
          const made = await createCancellationRequest();
          return { id: made.cancellation.id, submissionId: made.submissionId };
        },
      ],
      [
        "/api/reinstatements",
        LIST_REINSTATEMENTS,
        "reinstatements",
        async () => {
          const made = await createReinstatementRequest();
          return { id: made.reinstatement.id, submissionId: made.submissionId };
        },
      ],
    ] as const) {
      const token = `Sorted ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const records = [await made(), await made(), await made(), await made()];
      const ids = records.map((r) => r.id);
      const rename = (i: number, companyName: string) => db.submission.update({ where: { id: records[i].submissionId }, data: { companyName } });
      // Named after they were made: the records follow their submission's name.
      for (const [i, name] of ["bravo", "Alpha", "charlie", "alpha"].entries()) await rename(i, `${token} ${name}`);
      const walk = (sort: string) =>
        walkPages<{ id: string; insuredName: string }>(list, `${path}?search=${encodeURIComponent(token)}&limit=2&sort=${sort}`, items, "agent");
      // "Alpha" and "alpha" are one name without case: those two go by id.
      const alphas = [ids[1], ids[3]].sort();
      const aToZ = await walk("insured");
      expect(
        aToZ.map((r) => r.id),
        path,
      ).toEqual([...alphas, ids[0], ids[2]]);
      expect(aToZ.map((r) => r.insuredName.slice(token.length + 1).toLowerCase())).toEqual(["alpha", "alpha", "bravo", "charlie"]);
      expect((await walk("-insured")).map((r) => r.id)).toEqual([ids[2], ids[0], ...alphas.toReversed()]);

      await rename(2, `${token} aardvark`);
      expect((await walk("insured")).map((r) => r.id)).toEqual([ids[2], ...alphas, ids[0]]);
      const trail = await db.auditLog.findMany({ where: { entityId: { in: ids } }, select: { changes: true } });
      expect(trail.filter((row) => JSON.stringify(row.changes).includes("insuredSortKey"))).toEqual([]);

      const byName = await call(list, `${path}?search=${encodeURIComponent(token)}&limit=2&sort=insured`, { as: "agent" });
      for (const sort of ["-requested", "-insured", "status"])
        await expectCursorRefused(list, `${path}?sort=${sort}&cursor=${byName.json.nextCursor}`, "agent");
    }
  });
});

describe("sorting the cancellations and reinstatements by status and by cancellation date", () => {
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const named = async (submissionIds: string[]) => {
    const token = `Columns ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    for (const id of submissionIds) await db.submission.update({ where: { id }, data: { companyName: `${token} insured` } });
    return token;
  };
  const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);
  // Ties go by id the same way as the column.
  const byId = (ids: string[], direction: "asc" | "desc" = "asc") => (direction === "asc" ? [...ids].sort() : [...ids].sort().reverse());

  it("cancellations: status as the badge reads it, A to Z unless turned round, and the cancellation date, latest first unless turned round, page after page", async () => {
    const made = [await createCancellationRequest(), await createCancellationRequest(), await createCancellationRequest(), await createCancellationRequest()];
    const ids = made.map((m) => m.cancellation.id);
    const set = [
      ["CancellationRequested", "2026-05-01"],
      ["PolicyCancelled", "2026-07-01"],
      ["CancellationDenied", "2026-06-15"],
      ["CancellationRequested", "2026-07-01"],
    ] as const;
    for (const [i, [status, date]] of set.entries()) await db.cancellation.update({ where: { id: ids[i] }, data: { status, cancellationDate: day(date) } });
    const token = await named(made.map((m) => m.submissionId));
    const walk = (sort: string, as: DemoUser) =>
      walkPages<{ id: string; status: string; cancellationDate: string }>(
        LIST_CANCELLATIONS,
        `/api/cancellations?search=${encodeURIComponent(token)}&limit=2&sort=${sort}`,
        "cancellations",
        as,
      );

    // "Cancellation Denied", "Cancellation Requested" (two, by id), "Cancelled".
    const aToZ = [ids[2], ...byId([ids[0], ids[3]]), ids[1]];
    const labels = (await walk("status", "agent")).map((r) => statusLabel(r.status).toLowerCase());
    expect(labels).toEqual(labels.toSorted());
    for (const as of ["agent", "underwriter"] as const) {
      expect(idsOf(await walk("status", as)), as).toEqual(aToZ);
      expect(idsOf(await walk("-status", as)), as).toEqual(aToZ.toReversed());
    }
    const latest = await walk("-cancellation", "agent");
    expect(latest.map((r) => r.cancellationDate)).toEqual(["2026-07-01", "2026-07-01", "2026-06-15", "2026-05-01"]);
    expect(idsOf(latest)).toEqual([...byId([ids[1], ids[3]], "desc"), ids[2], ids[0]]);
    expect(idsOf(await walk("cancellation", "underwriter"))).toEqual(idsOf(latest).toReversed());

    // The return premium as each row shows it, highest first: the earliest cancellation gives back the most; a policy
    // whose cost changes moves with it.
    const highest = await walkPages<{ id: string; returnPremium: number | null }>(
      LIST_CANCELLATIONS,
      `/api/cancellations?search=${encodeURIComponent(token)}&limit=2&sort=-return`,
      "cancellations",
      "agent",
    );
    expect(highest.map((r) => r.returnPremium)).toEqual(highest.map((r) => r.returnPremium).toSorted((a, b) => b! - a!));
    expect(idsOf(highest)).toEqual([ids[0], ids[2], ...byId([ids[1], ids[3]], "desc")]);
    await db.application.update({ where: { id: made[1].appID }, data: { totalCostCents: 10_000_000 } });
    expect(idsOf(await walk("-return", "underwriter"))[0]).toBe(ids[1]);
    expect(idsOf(await walk("return", "underwriter")).at(-1)).toBe(ids[1]);

    // What each is due to, A to Z (none first), for underwriters only: anyone else is told the sorts they have.
    for (const [i, uecDueTo] of ["b", null, "A", "c"].entries()) await db.cancellation.update({ where: { id: ids[i] }, data: { uecDueTo } });
    expect(idsOf(await walk("dueTo", "underwriter"))).toEqual([ids[1], ids[2], ids[0], ids[3]]);
    expect(idsOf(await walk("-dueTo", "underwriter"))).toEqual([ids[3], ids[0], ids[2], ids[1]]);
    const refused = await call(LIST_CANCELLATIONS, `/api/cancellations?sort=dueTo`, { as: "agent" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain(
      "Sort must be one of requested, -requested, insured, -insured, status, -status, cancellation, -cancellation, return, -return.",
    );

    const trail = await db.auditLog.findMany({ where: { entityId: { in: ids } }, select: { changes: true } });
    expect(trail.filter((row) => /SortKey/.test(JSON.stringify(row.changes)))).toEqual([]);
    const byStatus = await call(LIST_CANCELLATIONS, `/api/cancellations?search=${encodeURIComponent(token)}&limit=1&sort=status`, { as: "agent" });
    for (const sort of ["cancellation", "-status", "insured"]) {
      await expectCursorRefused(LIST_CANCELLATIONS, `/api/cancellations?sort=${sort}&cursor=${byStatus.json.nextCursor}`, "agent");
    }
  });

  it("reinstatements: status A to Z unless turned round; the cancellation date is the cancelled one's, and the lapse as the row shows it, each following a change", async () => {
    const made = [await createReinstatementRequest(), await createReinstatementRequest(), await createReinstatementRequest()];
    const ids = made.map((m) => m.reinstatement.id);
    for (const [i, status] of (["ReinstatementRequested", "PolicyReinstated", "ReinstatementDenied"] as const).entries()) {
      await db.reinstatement.update({ where: { id: ids[i] }, data: { status } });
    }
    await db.reinstatementStatusHistory.create({ data: { reinstatementId: ids[1], status: "PolicyReinstated", createdAt: new Date("2026-06-11T15:00:00Z") } });
    for (const [i, date] of ["2026-06-20", "2026-06-01", "2026-06-10"].entries()) {
      await db.cancellation.update({ where: { id: made[i].cancellation.id }, data: { cancellationDate: day(date) } });
    }
    const token = await named(made.map((m) => m.submissionId));
    const walk = (sort: string) =>
      walkPages<{ id: string; cancellationDate: string }>(
        LIST_REINSTATEMENTS,
        `/api/reinstatements?search=${encodeURIComponent(token)}&limit=2&sort=${sort}`,
        "reinstatements",
        "agent",
      );

    // "Reinstated", "Reinstatement Denied", "Reinstatement Requested".
    expect(idsOf(await walk("status"))).toEqual([ids[1], ids[2], ids[0]]);
    expect(idsOf(await walk("-status"))).toEqual([ids[0], ids[2], ids[1]]);
    const latest = await walk("-cancellation");
    expect(latest.map((r) => r.cancellationDate)).toEqual(["2026-06-20", "2026-06-10", "2026-06-01"]);
    expect(idsOf(latest)).toEqual([ids[0], ids[2], ids[1]]);

    // The lapse, longest first: 10 days (06-01 to 06-11), then 5 once the first is reinstated on 06-25, then those not
    // reinstated, which have none.
    const lapses = async (sort: string) =>
      (
        await walkPages<{ id: string; lapseDays: number | null }>(
          LIST_REINSTATEMENTS,
          `/api/reinstatements?search=${encodeURIComponent(token)}&limit=2&sort=${sort}`,
          "reinstatements",
          "underwriter",
        )
      ).map((r) => [r.id, r.lapseDays]);
    expect(await lapses("-lapse")).toEqual([[ids[1], 10], ...byId([ids[0], ids[2]], "desc").map((id) => [id, null])]);
    await db.reinstatement.update({ where: { id: ids[0] }, data: { status: "PolicyReinstated" } });
    await db.reinstatementStatusHistory.create({ data: { reinstatementId: ids[0], status: "PolicyReinstated", createdAt: new Date("2026-06-25T09:00:00Z") } });
    expect(await lapses("-lapse")).toEqual([
      [ids[1], 10],
      [ids[0], 5],
      [ids[2], null],
    ]);

    await db.cancellation.update({ where: { id: made[1].cancellation.id }, data: { cancellationDate: day("2026-07-01") } });
    expect(idsOf(await walk("-cancellation"))).toEqual([ids[1], ids[0], ids[2]]);
    expect(idsOf(await walk("cancellation"))).toEqual([ids[2], ids[0], ids[1]]);
    // Reinstated before the cancellation date: a lapse of no days, still above those with none.
    expect(await lapses("lapse")).toEqual([
      [ids[2], null],
      [ids[1], 0],
      [ids[0], 5],
    ]);
    const trail = await db.auditLog.findMany({ where: { entityId: { in: ids } }, select: { changes: true } });
    expect(trail.filter((row) => /SortKey/.test(JSON.stringify(row.changes)))).toEqual([]);
  });
});

/** A Bound policy the underwriter cancels as of 2026-06-01, then the reinstatement `as` posts for it (201). */
async function reinstatementOfCancelled(as: DemoUser, reason: string) {
  const policy = await createPolicy();
  const cancelled = await requestCancellation("underwriter", {
    appID: policy.appID,
    updatedDate: policy.updatedDate,
    cancellationDate: "2026-06-01",
    reason: "Non-payment",
  });
  const res = await call(REINSTATE, "/api/reinstatements", {
    as,
    method: "POST",
    body: { appID: policy.appID, updatedDate: await updatedDate(policy.appID), reason },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { policy, cancellationID: cancelled.json.id as string, res };
}

describe("reinstatements", () => {
  it("an agent requests reinstatement of a cancelled policy, linked to the cancellation; the underwriter reinstates: Bound again, with the lapse", async () => {
    const { policy, cancellationID, res } = await reinstatementOfCancelled("agent", "Payment received");
    expect(res.json).toMatchObject({
      status: "ReinstatementRequested",
      cancellationID,
      cancellationDate: "2026-06-01",
      reinstatedAt: null,
      lapseDays: null,
    });
    expect((await applicationState(policy.appID)).row.status).toBe("ReinstatementRequested");

    const decided = await decideReinstatement("underwriter", res.json.id, { status: "PolicyReinstated", updatedDate: res.json.updatedDate });
    expect(decided.status).toBe(200);
    expect(decided.json.status).toBe("PolicyReinstated");
    expect(decided.json.reinstatedAt).toEqual(expect.any(String));
    const today = new Date().toISOString().slice(0, 10);
    expect(decided.json.lapseDays).toBe(Math.round((Date.parse(today) - Date.parse("2026-06-01")) / 86_400_000));
    const { row, history } = await applicationState(policy.appID);
    expect(row.status).toBe("Bound");
    expect(history.map((h) => h.toStatus)).toEqual(["PolicyCancelled", "ReinstatementRequested", "Bound"]);
    const statuses = await call(REINSTATEMENT_HISTORY, "/", { as: "agent", params: { id: res.json.id } });
    expect(statuses.json.map((h: { status: string }) => h.status)).toEqual(["ReinstatementRequested", "PolicyReinstated"]);
  });

  it("an underwriter reinstates a cancelled policy directly (spec 2 §2's row table): the same record, linked to the cancellation, and both histories", async () => {
    const { policy, cancellationID, res } = await reinstatementOfCancelled("underwriter", "Paid in full");
    expect(res.json).toMatchObject({
      status: "PolicyReinstated",
      cancellationID,
      cancellationDate: "2026-06-01",
      reason: "Paid in full",
      requestedBy: demoUserIds.underwriter,
      reinstatedAt: expect.any(String),
      lapseDays: expect.any(Number),
    });
    const { row, history } = await applicationState(policy.appID);
    expect(row.status).toBe("Bound");
    expect(history.at(-1)).toMatchObject({ fromStatus: "PolicyCancelled", toStatus: "Bound", changedById: demoUserIds.underwriter, reason: "Paid in full" });
    const statuses = await call(REINSTATEMENT_HISTORY, "/", { as: "agent", params: { id: res.json.id } });
    expect(statuses.json.map((h: { status: string }) => h.status)).toEqual(["PolicyReinstated"]);
    // Written by an underwriter, who has no agency, it carries the policy's.
    expect((await db.reinstatement.findUniqueOrThrow({ where: { id: res.json.id } })).agencyId).toBe(stableId("agency:acme"));
    // Another agency's agent still sees nothing of it, and the agent's request stays the agent's.
    expect((await call(GET_REINSTATEMENT, "/", { as: "agent2", params: { id: res.json.id } })).status).toBe(404);
  });

  it("a denied reinstatement leaves the policy cancelled", async () => {
    const { appID, reinstatement } = await createReinstatementRequest();
    const res = await decideReinstatement("underwriter", reinstatement.id, {
      status: "ReinstatementDenied",
      updatedDate: reinstatement.updatedAt.toISOString(),
    });
    expect(res.status).toBe(200);
    expect((await applicationState(appID)).row.status).toBe("PolicyCancelled");
    expect((await call(GET_REINSTATEMENT, "/", { as: "agent", params: { id: reinstatement.id } })).json.status).toBe("ReinstatementDenied");
  });

  it("refuses what the rules refuse, changing nothing", async () => {
    const bound = await createPolicy();
    const before = await snapshot(bound.appID);
    expect(
      (await call(REINSTATE, "/api/reinstatements", { as: "agent", method: "POST", body: { appID: bound.appID, updatedDate: bound.updatedDate, reason: "x" } }))
        .status,
    ).toBe(409);
    const underwriterOnBound = await call(REINSTATE, "/api/reinstatements", {
      as: "underwriter",
      method: "POST",
      body: { appID: bound.appID, updatedDate: bound.updatedDate, reason: "x" },
    });
    expect(underwriterOnBound.status).toBe(409);
    expect(underwriterOnBound.json.error.message).toBe("Cannot reinstate the policy while the policy is Bound.");
    expect(await snapshot(bound.appID)).toEqual(before);
    const { appID, reinstatement } = await createReinstatementRequest();
    const requested = await snapshot(appID);
    expect(
      (await decideReinstatement("agent", reinstatement.id, { status: "PolicyReinstated", updatedDate: reinstatement.updatedAt.toISOString() })).status,
    ).toBe(403);
    expect(
      (await decideReinstatement("agent2", reinstatement.id, { status: "PolicyReinstated", updatedDate: reinstatement.updatedAt.toISOString() })).status,
    ).toBe(403);
    expect((await call(GET_REINSTATEMENT, "/", { as: "agent2", params: { id: reinstatement.id } })).status).toBe(404);
    expect(await snapshot(appID)).toEqual(requested);
    const list = await call(LIST_REINSTATEMENTS, "/api/reinstatements?limit=100", { as: "agent" });
    expect(list.json.reinstatements.map((r: { id: string }) => r.id)).toContain(reinstatement.id);
  });
});

describe("the cancellation and reinstatement flags", () => {
  const flagsWith = (off: "cancellationAction" | "reinstatementAction") => ({
    ...(Object.fromEntries(flagNames.map((n) => [n, true])) as Flags),
    [off]: false,
  });

  it("refuse every cancellation write while cancellation-action is off (403), changing nothing", async () => {
    const { createCancellation, decideCancellation: decide } = await import("@/server/services/cancellations");
    const policy = await createPolicy();
    const requested = await createCancellationRequest();
    const [before, beforeRequested] = [await snapshot(policy.appID), await snapshot(requested.appID)];
    const agent = (await loadSessionUser(demoUserIds.agent))!;
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const off = flagsWith("cancellationAction");
    const body = { appID: policy.appID, updatedDate: policy.updatedDate, cancellationDate: "2026-07-02", reason: "Sold the business" };
    await expect(createCancellation(agent, body, off)).rejects.toMatchObject({ status: 403, message: "Cancellations are not enabled." });
    const basedOn = requested.cancellation.updatedAt.toISOString();
    for (const status of ["CancellationDenied", "PolicyCancelled", "CancellationCancelled"] as const) {
      await expect(decide(underwriter, requested.cancellation.id, { status, updatedDate: basedOn }, off)).rejects.toMatchObject({ status: 403 });
    }
    expect([await snapshot(policy.appID), await snapshot(requested.appID)]).toEqual([before, beforeRequested]);
    // The other flag off changes nothing for cancellations.
    await expect(createCancellation(agent, body, flagsWith("reinstatementAction"))).resolves.toMatchObject({ status: "CancellationRequested" });
  });

  it("refuse every reinstatement write while reinstatement-action is off (403), changing nothing", async () => {
    const { createReinstatement, decideReinstatement: decide } = await import("@/server/services/reinstatements");
    const requested = await createReinstatementRequest();
    const cancelled = await createPolicy({ status: "PolicyCancelled" });
    const [before, beforeCancelled] = [await snapshot(requested.appID), await snapshot(cancelled.appID)];
    const agent = (await loadSessionUser(demoUserIds.agent))!;
    const underwriter = (await loadSessionUser(demoUserIds.underwriter))!;
    const off = flagsWith("reinstatementAction");
    await expect(createReinstatement(agent, { appID: cancelled.appID, updatedDate: cancelled.updatedDate, reason: "Paid" }, off)).rejects.toMatchObject({
      status: 403,
      message: "Reinstatements are not enabled.",
    });
    const basedOn = requested.reinstatement.updatedAt.toISOString();
    for (const status of ["PolicyReinstated", "ReinstatementDenied"] as const) {
      await expect(decide(underwriter, requested.reinstatement.id, { status, updatedDate: basedOn }, off)).rejects.toMatchObject({ status: 403 });
    }
    expect([await snapshot(requested.appID), await snapshot(cancelled.appID)]).toEqual([before, beforeCancelled]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { PATCH as SET_ENDORSEMENT_STATUS } from "@/app/api/endorsements/[id]/status/route";
import { GET as NOTIFICATIONS } from "@/app/api/notifications/route";
import { GET as SETTINGS, PATCH as CHANGE_SETTING } from "@/app/api/notifications/settings/route";
import { PATCH as DECIDE_REINSTATEMENT } from "@/app/api/reinstatements/[id]/route";
import { notificationSettingsSchema, notificationsSchema } from "@/lib/schemas/notifications";
import { stableId } from "@/prisma/seed/stable-id";
import { db } from "@/server/db";
import { noticeRenewalsDue } from "@/server/services/renewal-notices";
import { call, demoUserIds, type DemoUser } from "../support/api-client";
import {
  createApplication,
  createCancellationRequest,
  createEndorsement,
  createPolicy,
  createReinstatementRequest,
  newAgentOf,
  underwriterDecides,
  updatedDate,
} from "../support/factories";

const MGA = stableId("user:mga");

const patchApplication = (appID: string, as: DemoUser, body: Record<string, unknown>) =>
  call(PATCH_APPLICATION, `/api/applications/${appID}`, { as, method: "PATCH", body, params: { appID } });

// The seeded people; other files' tests add agents of their own to the agencies.
const people = [demoUserIds.agent, demoUserIds.agent2, demoUserIds.underwriter, MGA];

/** Which of the seeded people were told what about the application: "email kind decision", sorted. */
async function told(appID: string) {
  const rows = await db.notification.findMany({ where: { applicationId: appID, userId: { in: people } }, include: { user: { select: { email: true } } } });
  return rows.map((r) => `${r.user.email} ${r.kind}${r.decision ? ` ${r.decision}` : ""}`).sort();
}

async function bellItem(as: DemoUser | { token: string }, appID: string) {
  const bell = notificationsSchema.parse((await call(NOTIFICATIONS, "/api/notifications", { as })).json);
  return bell.notifications.filter((n) => n.appID === appID && n.kind !== "note");
}

describe("notifications of decisions", () => {
  it("an approved quote tells the agency's agents, not another agency, nor the underwriter who approved it; the bell leads to the quote", async () => {
    const { appID, updatedDate: basedOn } = await createApplication({ status: "ApprovalRequested", priced: true, quoteDocument: true });
    expect((await patchApplication(appID, "underwriter", { updatedDate: basedOn, status: "QuoteApproved" })).status).toBe(200);
    expect(await told(appID)).toEqual(["agent@example.com quoteApproved"]);
    const [item] = await bellItem("agent", appID);
    expect(item).toMatchObject({
      kind: "quoteApproved",
      title: "Quote approved",
      actorName: "Uma Underwriter",
      excerpt: null,
      href: `/coverage/${appID}/review-quote`,
      readDate: null,
    });
    expect(item.subject).toMatch(/^General Liability for Test Insured [0-9a-f]{8}$/);
    expect(await bellItem("agent2", appID)).toEqual([]);
  });

  it("a bind request tells every underwriter, never the agent who asked; the bell opens the bind step", async () => {
    const { appID, submissionId, updatedDate: basedOn } = await createApplication({ status: "Quoted", product: "excess_surplus_gl", agentDocument: true });
    expect((await patchApplication(appID, "agent", { updatedDate: basedOn, status: "PendingBind" })).status).toBe(200);
    expect(await told(appID)).toEqual(["mga@example.com bindRequested", "underwriter@example.com bindRequested"]);
    const [item] = await bellItem("underwriter", appID);
    expect(item).toMatchObject({ title: "Bind requested", actorName: "Avery Agent", href: `/submission/${submissionId}/coverage/${appID}/bind` });
  });

  it("a first bind tells the agency with the policy number, and a reinstated policy's return to Bound is no new bind", async () => {
    const { appID } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
    const bound = await patchApplication(appID, "underwriter", {
      updatedDate: await updatedDate(appID),
      status: "Bound",
      policyNo: `POL-N-${appID.slice(0, 8)}`,
      effectiveDate: "2027-01-01",
    });
    expect(bound.status).toBe(200);
    expect(await told(appID)).toEqual(["agent@example.com bound"]);
    const [item] = await bellItem("agent", appID);
    expect(item).toMatchObject({ title: "Policy bound", href: `/coverage/${appID}/summary` });
    expect(item.subject).toContain(`, policy POL-N-${appID.slice(0, 8)}`);

    const { appID: reinstatedID, reinstatement } = await createReinstatementRequest();
    const decided = await call(DECIDE_REINSTATEMENT, `/api/reinstatements/${reinstatement.id}`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: reinstatement.id },
      body: { status: "PolicyReinstated", updatedDate: reinstatement.updatedAt.toISOString() },
    });
    expect(decided.status).toBe(200);
    expect(await told(reinstatedID)).toEqual(["agent@example.com reinstatementDecided PolicyReinstated"]);
    expect((await bellItem("agent", reinstatedID))[0]).toMatchObject({ title: "Policy reinstated", href: `/coverage/${reinstatedID}/summary` });
  });

  it.each([
    ["CancellationDenied", "Cancellation denied"],
    ["PolicyCancelled", "Policy cancelled"],
  ])("a cancellation %s tells the agency, and the request itself told no one", async (status, title) => {
    const { appID, cancellation } = await createCancellationRequest();
    expect((await underwriterDecides(cancellation, status)).status).toBe(200);
    expect(await told(appID)).toEqual([`agent@example.com cancellationDecided ${status}`]);
    expect((await bellItem("agent", appID))[0]).toMatchObject({ title, href: `/coverage/${appID}/summary` });
  });

  it("an endorsement approved tells the agency and leads to its tab in the endorsement history; the agency of another policy hears nothing", async () => {
    const { appID, endorsement } = await createEndorsement({ priced: true });
    const res = await call(SET_ENDORSEMENT_STATUS, `/api/endorsements/${endorsement.id}/status`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: endorsement.id },
      body: { status: "EndorsementApproved", updatedDate: endorsement.updatedAt.toISOString() },
    });
    expect(res.status).toBe(200);
    expect(await told(appID)).toEqual(["agent@example.com endorsementDecided EndorsementApproved"]);
    const policyNo = `POL-${appID.slice(0, 13)}`;
    expect((await bellItem("agent", appID))[0]).toMatchObject({
      title: "Endorsement approved",
      href: `/endorsement-history?status=EndorsementApproved&search=${policyNo}`,
    });

    const beacon = await createEndorsement({ agency: "beacon", priced: true });
    await call(SET_ENDORSEMENT_STATUS, `/api/endorsements/${beacon.endorsement.id}/status`, {
      as: "underwriter",
      method: "PATCH",
      params: { id: beacon.endorsement.id },
      body: { status: "Declined", updatedDate: beacon.endorsement.updatedAt.toISOString() },
    });
    expect(await told(beacon.appID)).toEqual(["agent2@example.com endorsementDecided Declined"]);
    expect(await bellItem("agent", beacon.appID)).toEqual([]);
  });

  it("follow the agent's agency: moved to another, the old agency's decisions are neither listed nor counted", async () => {
    const mover = await newAgentOf("acme");
    const { appID, cancellation } = await createCancellationRequest();
    await underwriterDecides(cancellation, "CancellationDenied");
    expect(await db.notification.count({ where: { userId: mover.id, applicationId: appID } })).toBe(1);
    await db.user.update({ where: { id: mover.id }, data: { agencyId: stableId("agency:beacon") } });
    const bell = notificationsSchema.parse((await call(NOTIFICATIONS, "/api/notifications", { as: mover })).json);
    expect(bell).toEqual({ unreadCount: 0, notifications: [] });
  });

  it("are written with the decision or not at all", async () => {
    const { appID, cancellation } = await createCancellationRequest();
    await db.$executeRawUnsafe(
      `CREATE OR REPLACE FUNCTION refuse_decision_notice() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF NEW."applicationId" = '${appID}' THEN RAISE EXCEPTION 'notification store unavailable'; END IF;
         RETURN NEW;
       END $$`,
    );
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_decision_notice BEFORE INSERT ON "Notification" FOR EACH ROW EXECUTE FUNCTION refuse_decision_notice()`);
    const log = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const res = await underwriterDecides(cancellation, "CancellationDenied");
      expect(res.status).toBe(500);
      expect((await db.cancellation.findUniqueOrThrow({ where: { id: cancellation.id } })).status).toBe("CancellationRequested");
    } finally {
      log.mockRestore();
      await db.$executeRawUnsafe(`DROP TRIGGER refuse_decision_notice ON "Notification"`);
    }
  });
});

describe("notification settings", () => {
  const settings = async (as: DemoUser | { token: string }) =>
    notificationSettingsSchema.parse((await call(SETTINGS, "/api/notifications/settings", { as })).json);
  const change = (as: DemoUser | { token: string }, body: unknown) => call(CHANGE_SETTING, "/api/notifications/settings", { as, method: "PATCH", body });

  it("list the kinds each role receives, every one e-mailed until turned off", async () => {
    const agent = await settings((await newAgentOf("acme")) as { token: string });
    expect(agent.kinds.map((k) => k.kind)).toEqual([
      "note",
      "quoteApproved",
      "bound",
      "endorsementDecided",
      "cancellationDecided",
      "reinstatementDecided",
      "renewalDue",
    ]);
    expect(agent.kinds.every((k) => k.email)).toBe(true);
    const underwriter = await settings("underwriter");
    expect(underwriter.kinds.map((k) => k.kind)).toEqual(["note", "bindRequested"]);
  });

  it("turn one kind's e-mail off and on again, each change in the user's audit trail, the others untouched", async () => {
    const mover = await newAgentOf("acme");
    const off = await change(mover, { kind: "quoteApproved", email: false });
    expect(off.status).toBe(200);
    await change(mover, { kind: "bound", email: false });
    // Twice off is still off, once.
    await change(mover, { kind: "bound", email: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: mover.id } })).emailOffKinds).toEqual(["quoteApproved", "bound"]);
    const on = notificationSettingsSchema.parse((await change(mover, { kind: "quoteApproved", email: true })).json);
    expect(on.kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual(["bound"]);
    const trail = await db.auditLog.findMany({ where: { entityType: "User", entityId: mover.id, action: "update" } });
    expect(trail.length).toBeGreaterThanOrEqual(3);
  });

  it("refuse a kind the role never receives and a malformed change (422 both), changing nothing", async () => {
    const mover = await newAgentOf("acme");
    const notMine = await change(mover, { kind: "bindRequested", email: false });
    expect(notMine.status).toBe(422);
    expect(notMine.json.error.message).toBe("You receive no notification of this kind.");
    for (const body of [{ kind: "everything", email: false }, { kind: "bound" }, { kind: "bound", email: "no" }, { kind: "bound", email: false, extra: 1 }]) {
      expect((await change(mover, body)).status).toBe(422);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: mover.id } })).emailOffKinds).toEqual([]);
  });

  it("are the user's own: the underwriter's mga colleague keeps theirs", async () => {
    await change("underwriter", { kind: "bindRequested", email: false });
    try {
      expect((await db.user.findUniqueOrThrow({ where: { id: MGA } })).emailOffKinds).toEqual([]);
      expect((await db.user.findUniqueOrThrow({ where: { id: demoUserIds.underwriter } })).emailOffKinds).toEqual(["bindRequested"]);
    } finally {
      await change("underwriter", { kind: "bindRequested", email: true });
    }
  });
});

describe("renewals due", () => {
  // A day no other test's policy expires near.
  const today = "2099-01-01";
  const expiringOn = async (expirationDate: string, options: Parameters<typeof createPolicy>[0] = {}) => {
    const policy = await createPolicy(options);
    await db.application.update({ where: { id: policy.appID }, data: { expirationDate: new Date(`${expirationDate}T00:00:00Z`) } });
    return policy;
  };
  const sweep = () => db.$transaction((tx) => noticeRenewalsDue(tx, today));

  it("tell the agency once, 60 days ahead, of a policy in force with no renewal yet; the bell leads to its summary", async () => {
    const due = await expiringOn("2099-02-15");
    const onTheDay = await expiringOn("2099-03-02");
    const later = await expiringOn("2099-03-03");
    const cancelled = await expiringOn("2099-01-20", { status: "PolicyCancelled" });
    const renewed = await expiringOn("2099-01-25");
    const renewal = await createApplication({ status: "Renewal" });
    await db.application.update({ where: { id: renewal.appID }, data: { renewedFromAppId: renewed.appID } });

    await sweep();
    expect(await told(due.appID)).toEqual(["agent@example.com renewalDue 2099-02-15"]);
    expect(await told(onTheDay.appID)).toEqual(["agent@example.com renewalDue 2099-03-02"]);
    for (const quiet of [later, cancelled, renewed]) expect(await told(quiet.appID)).toEqual([]);
    expect((await bellItem("agent", due.appID))[0]).toMatchObject({
      kind: "renewalDue",
      title: "Renewal due by 02/15/2099",
      actorName: "",
      href: `/coverage/${due.appID}/summary`,
    });
    expect(await bellItem("agent2", due.appID)).toEqual([]);

    // Told once: a second sweep tells nobody again.
    await sweep();
    expect(await told(due.appID)).toHaveLength(1);
  });
});

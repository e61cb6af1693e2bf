import { describe, expect, it } from "vitest";
import { PATCH as PATCH_APPLICATION } from "@/app/api/applications/[appID]/route";
import { GET as TIMELINE } from "@/app/api/applications/[appID]/timeline/route";
import { POST as CANCEL } from "@/app/api/cancellations/route";
import { POST as WRITE_NOTE } from "@/app/api/notes/route";
import { policyTimelineSchema, type PolicyTimeline } from "@/lib/schemas/policy-timeline";
import { products } from "@/prisma/fixtures/catalog";
import { db } from "@/server/db";
import { call, type DemoUser } from "../support/api-client";
import { storeDocument } from "../support/documents";
import { createApplication, createEndorsement, underwriterDecides, updatedDate } from "../support/factories";

const timelineOf = async (appID: string, as: DemoUser) => {
  const res = await call(TIMELINE, `/api/applications/${appID}/timeline`, { as, params: { appID } });
  return { status: res.status, timeline: res.status === 200 ? policyTimelineSchema.parse(res.json) : null };
};
// The binder the bind asked for is filed by a background worker, whenever it runs: it is left out of the exact lists.
const ownEntries = (timeline: PolicyTimeline | null) => timeline?.entries.filter((e) => e.kind !== "document" || !e.detail?.startsWith("Binder")) ?? [];
const titles = (timeline: PolicyTimeline | null) => ownEntries(timeline).map((e) => `${e.title} by ${e.actorName}`);

/** A policy bound through the API, whose agent then asked to cancel it and the underwriter denied; a note each way, a hidden document. */
async function livedPolicy() {
  const { appID } = await createApplication({ status: "PendingBind", agentDocument: true, priced: true });
  const policyNo = `TL-${appID.slice(0, 8)}`;
  const bound = await call(PATCH_APPLICATION, `/api/applications/${appID}`, {
    as: "underwriter",
    method: "PATCH",
    params: { appID },
    body: { updatedDate: await updatedDate(appID), status: "Bound", policyNo, effectiveDate: "2027-01-01" },
  });
  expect(bound.status).toBe(200);
  const requested = await call(CANCEL, "/api/cancellations", {
    as: "agent",
    method: "POST",
    body: { appID, updatedDate: await updatedDate(appID), cancellationDate: "2027-03-01", reason: "Sold the business" },
  });
  expect(requested.status).toBe(201);
  expect((await underwriterDecides({ id: requested.json.id, updatedAt: new Date(requested.json.updatedDate) }, "CancellationDenied")).status).toBe(200);
  const note = (body: Record<string, unknown>) =>
    call(WRITE_NOTE, "/api/notes", { as: "underwriter", method: "POST", body: { entityType: "Application", entityID: appID, ...body } });
  const shared = await note({ content: "Denied: the premium is paid through June.", notify: ["Producer"] });
  const internal = await note({ content: "Internal: watch this account.", isInternal: true });
  const hidden = await storeDocument({ appID, filename: "loss-runs.pdf", uploaderType: "Underwriter", exclusiveToUnderwriter: true });
  return { appID, policyNo, sharedNoteID: shared.json.id as string, internalNoteID: internal.json.id as string, hiddenDocumentID: hidden.id };
}

describe("a policy's timeline", () => {
  it("tells everything that happened, newest first, each with who did it and where its record is", async () => {
    const policy = await livedPolicy();
    const { status, timeline } = await timelineOf(policy.appID, "agent");
    expect(status).toBe(200);
    expect(titles(timeline)).toEqual([
      "Note written by Uma Underwriter",
      "Cancellation denied by Uma Underwriter",
      "Cancellation requested by Avery Agent",
      "Bound by Uma Underwriter",
      "Document added by Avery Agent",
    ]);
    const [note, denied, requested, bound, document] = ownEntries(timeline);
    expect(note).toMatchObject({ kind: "note", detail: "Denied: the premium is paid through June.", href: `#note-${policy.sharedNoteID}` });
    expect(denied).toMatchObject({ kind: "cancellation", detail: "Cancellation date 03/01/2027", href: `/cancellations?search=${policy.policyNo}` });
    expect(requested.kind).toBe("cancellation");
    expect(bound).toMatchObject({ kind: "application", detail: `Policy ${policy.policyNo}`, href: null });
    expect(document).toMatchObject({ kind: "document", detail: "signed-app-packet.pdf", href: expect.stringMatching(/^\/api\/documents\/[\w-]+\/file$/) });
  });

  it("shows an underwriter the internal note and the hidden document an agent never sees", async () => {
    const policy = await livedPolicy();
    const agent = (await timelineOf(policy.appID, "agent")).timeline!;
    const underwriter = (await timelineOf(policy.appID, "underwriter")).timeline!;
    const ids = (t: PolicyTimeline) => t.entries.map((e) => e.id);
    expect(ids(underwriter)).toEqual(expect.arrayContaining([policy.internalNoteID, policy.hiddenDocumentID]));
    expect(ids(agent)).not.toContain(policy.internalNoteID);
    expect(ids(agent)).not.toContain(policy.hiddenDocumentID);
    expect(JSON.stringify(agent)).not.toContain("Internal: watch this account.");
    expect(ownEntries(underwriter).length).toBe(ownEntries(agent).length + 2);
  });

  it("gives the policy at a glance: insured, carrier, agency, limits and deductibles as answered, the price lines", async () => {
    const policy = await livedPolicy();
    const { timeline } = await timelineOf(policy.appID, "agent");
    const carrier = products.find((p) => p.identifier === "general_liability")!.carriers[0].name;
    expect(timeline).toMatchObject({ appID: policy.appID, carrierName: carrier, agencyName: expect.any(String) });
    expect(timeline!.insuredName).toMatch(/^Test Insured [0-9a-f]{8}$/);
    expect(timeline!.coverageTerms.map((t) => t.label)).toEqual(["Limits of liability (per occurrence / aggregate)", "Deductible"]);
    expect(timeline!.coverageTerms.every((t) => t.value.startsWith("$") || t.value === "None")).toBe(true);
  });

  it("gives the price lines in whole dollars, as a summary shows amounts", async () => {
    const policy = await livedPolicy();
    await db.application.update({
      where: { id: policy.appID },
      data: {
        pricingAnswers: [
          { sectionGroupID: "premium", answers: [{ source: "base_premium", value: 2500 }] },
          { sectionGroupID: "taxes_fees", answers: [{ source: "state_tax", value: 125.5 }] },
        ],
      },
    });
    const { timeline } = await timelineOf(policy.appID, "agent");
    expect(timeline!.pricing).toEqual([
      { label: "Base premium", value: "$2,500" },
      { label: "State tax", value: "$126" },
    ]);
  });

  it("has each endorsement with its effective date, leading to its tab of the endorsement history, and the renewal that renews the policy", async () => {
    const { appID } = await createEndorsement();
    const renewal = await createApplication({ status: "Renewal" });
    await db.application.update({ where: { id: renewal.appID }, data: { renewedFromAppId: appID } });
    const { timeline } = await timelineOf(appID, "agent");
    const policyNo = `POL-${appID.slice(0, 13)}`;
    expect(timeline!.entries.find((e) => e.kind === "endorsement")).toMatchObject({
      title: "Endorsement requested",
      detail: "Effective 06/01/2026",
      href: `/endorsement-history?status=ApprovalRequested&search=${policyNo}`,
    });
    expect(timeline!.entries.find((e) => e.kind === "renewal")).toMatchObject({
      title: "Renewal application created",
      href: `/coverage/${renewal.appID}/summary`,
    });
    const renewed = (await timelineOf(renewal.appID, "agent")).timeline!;
    expect(renewed.entries.find((e) => e.kind === "renewal")).toMatchObject({
      title: "Renews an expiring policy",
      detail: `Policy ${policyNo}`,
      href: `/coverage/${appID}/summary`,
    });
  });

  it("is 404 for another agency's policy and for an id that names nothing", async () => {
    const { appID } = await createApplication({ status: "Bound", answers: "complete" });
    expect((await timelineOf(appID, "agent2")).status).toBe(404);
    expect((await timelineOf("6f1c0c7e-2a4c-4a8e-9f9a-000000000000", "underwriter")).status).toBe(404);
    expect((await timelineOf("not-an-id", "underwriter")).status).toBe(400);
  });
});

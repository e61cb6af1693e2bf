import "server-only";
import { formatDay } from "@/lib/domain/dates";
import { endorsementHistoryHref } from "@/lib/domain/endorsements";
import { noteAnchorID, noteExcerpt } from "@/lib/domain/notes";
import { applicationEventTitle, newestFirst, recordStatusTitle, type PolicyRecord } from "@/lib/domain/policy-timeline";
import { reviewHref } from "@/lib/domain/review-target";
import type { PolicyTimeline, TimelineEntry } from "@/lib/schemas/policy-timeline";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { applicationFacts } from "../documents/generated-facts";
import { notFound } from "../errors";
import { applicationAccess, noteAccess } from "./access";
import { visibleDocuments } from "./document-view";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

// A policy's own history is short; the guard keeps one read bounded whatever a policy accumulates.
const PER_SOURCE = 200;

const person = { select: { firstName: true, lastName: true } } as const;
const newest = { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take: PER_SOURCE };
const SYSTEM = "System";
const nameOf = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : SYSTEM);
const day = (date: Date | null) => (date ? formatDay(date.toISOString().slice(0, 10)) : "");

/** Where a cancellation's or reinstatement's list finds the policy's records. */
const recordListHref = (record: "cancellation" | "reinstatement", policyNo: string | null) =>
  policyNo ? `/${record}s?${new URLSearchParams({ search: policyNo })}` : `/${record}s`;

function readHistories(viewer: Viewer, appID: string) {
  return Promise.all([
    db.applicationStatusHistory.findMany({ where: { applicationId: appID }, include: { changedBy: person }, ...newest }),
    db.endorsementStatusHistory.findMany({
      where: { endorsement: { applicationId: appID } },
      include: { changedBy: person, endorsement: { select: { status: true, effectiveDate: true } } },
      ...newest,
    }),
    db.cancellationStatusHistory.findMany({
      where: { cancellation: { applicationId: appID } },
      include: { changedBy: person, cancellation: { select: { cancellationDate: true } } },
      ...newest,
    }),
    db.reinstatementStatusHistory.findMany({ where: { reinstatement: { applicationId: appID } }, include: { changedBy: person }, ...newest }),
    db.document.findMany({
      where: { applicationId: appID, ...visibleDocuments(viewer) },
      select: { id: true, filename: true, uploaderName: true, createdAt: true },
      ...newest,
    }),
    db.note.findMany({
      where: { applicationId: appID, isActive: true, ...noteAccess(viewer) },
      select: { id: true, content: true, parentNoteId: true, createdAt: true, author: person },
      ...newest,
    }),
  ]);
}

/**
 * GET /api/applications/{appID}/timeline: the policy at a glance (insured,
 * carrier, limits and deductibles, price) and one timeline of everything
 * that happened to it, read from the histories the app keeps: the
 * application's statuses, each endorsement's, cancellation's and
 * reinstatement's, its renewals, its documents and notes, each as the viewer
 * may see them. Another agency's policy is 404.
 */
export async function policyTimeline(viewer: Viewer, appID: string): Promise<PolicyTimeline> {
  const app = await db.application.findFirst({
    where: { id: appID, ...applicationAccess(viewer) },
    select: {
      id: true,
      policyNo: true,
      createdAt: true,
      renewedFrom: { select: { id: true, policyNo: true } },
      renewals: { select: { id: true, status: true, createdAt: true }, orderBy: { createdAt: "desc" }, take: PER_SOURCE },
    },
  });
  // A summary: its amounts in whole dollars, as the policy's cost beside them (spec 1 §9).
  const facts = app && (await applicationFacts(app.id, db, "wholeDollars"));
  if (!app || !facts) throw notFound("Application");
  const [statuses, endorsements, cancellations, reinstatements, documents, notes] = await readHistories(viewer, app.id);
  const entries: TimelineEntry[] = [];
  const add = (entry: Omit<TimelineEntry, "at"> & { at: Date }) => entries.push({ ...entry, at: entry.at.toISOString() });

  for (const h of statuses) {
    const title = applicationEventTitle(h.fromStatus, h.toStatus);
    if (!title) continue;
    const detail = h.toStatus === "Bound" && app.policyNo ? `Policy ${app.policyNo}` : null;
    add({ id: h.id, at: h.createdAt, kind: "application", title, detail, actorName: nameOf(h.changedBy), href: null });
  }
  for (const h of endorsements) {
    const title = recordStatusTitle("endorsement", h.status);
    if (!title) continue;
    const detail = `Effective ${day(h.endorsement.effectiveDate)}`;
    const href = endorsementHistoryHref(h.endorsement.status, app.policyNo);
    add({ id: h.id, at: h.createdAt, kind: "endorsement", title, detail, actorName: nameOf(h.changedBy), href });
  }
  type RecordRow = { id: string; status: string; createdAt: Date; changedBy: { firstName: string; lastName: string } | null; detail: string | null };
  const recordEntries = (record: Exclude<PolicyRecord, "endorsement">, rows: RecordRow[]) => {
    for (const h of rows) {
      const title = recordStatusTitle(record, h.status);
      if (title)
        add({ id: h.id, at: h.createdAt, kind: record, title, detail: h.detail, actorName: nameOf(h.changedBy), href: recordListHref(record, app.policyNo) });
    }
  };
  recordEntries(
    "cancellation",
    cancellations.map((h) => ({ ...h, detail: `Cancellation date ${day(h.cancellation.cancellationDate)}` })),
  );
  recordEntries(
    "reinstatement",
    reinstatements.map((h) => ({ ...h, detail: null })),
  );
  if (app.renewedFrom) {
    const from = app.renewedFrom;
    add({
      id: `renews-${from.id}`,
      at: app.createdAt,
      kind: "renewal",
      title: "Renews an expiring policy",
      detail: from.policyNo ? `Policy ${from.policyNo}` : null,
      actorName: SYSTEM,
      href: `/coverage/${encodeURIComponent(from.id)}/summary`,
    });
  }
  for (const r of app.renewals) {
    add({
      id: `renewal-${r.id}`,
      at: r.createdAt,
      kind: "renewal",
      title: "Renewal application created",
      detail: null,
      actorName: SYSTEM,
      href: reviewHref(r.id, r.status),
    });
  }
  for (const d of documents) {
    add({
      id: d.id,
      at: d.createdAt,
      kind: "document",
      title: "Document added",
      detail: d.filename,
      actorName: d.uploaderName,
      href: `/api/documents/${d.id}/file`,
    });
  }
  for (const n of notes) {
    const title = n.parentNoteId ? "Reply written" : "Note written";
    add({ id: n.id, at: n.createdAt, kind: "note", title, detail: noteExcerpt(n.content), actorName: nameOf(n.author), href: `#${noteAnchorID(n.id)}` });
  }
  return {
    appID: app.id,
    insuredName: facts.insured.name,
    carrierName: facts.parties.carrierName,
    agencyName: facts.parties.agencyName,
    coverageTerms: facts.coverageTerms,
    pricing: facts.pricing,
    entries: newestFirst(entries),
  };
}

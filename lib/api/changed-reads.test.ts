import type { QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { isChangedBy, type Changed } from "./changed-reads";
import { integrationKeys } from "./integration-keys";
import { queryKeys } from "./query-keys";

const cached = (queryKey: QueryKey, data?: unknown) => ({ queryKey, state: { data } });

const application = (appID: string, submissionID: string, extra: object = {}) =>
  cached(queryKeys.applications.one(appID), { appID, submissionID, documents: [], linkedCoverages: { renewals: [], renewedFrom: null }, ...extra });

/** Which of `reads` the change makes stale, by their keys. */
const stale = (change: Changed, reads: ReturnType<typeof cached>[]) => reads.filter((r) => isChangedBy(r, change)).map((r) => r.queryKey);

describe("what a write changed", () => {
  const a1 = application("a1", "s1", { documents: [{ id: "d1" }] });
  const a2 = application("a2", "s2");
  const s1 = cached(queryKeys.submissions.one("s1"), { submissionID: "s1", coverages: [{ appID: "a1" }] });
  const s2 = cached(queryKeys.submissions.one("s2"), { submissionID: "s2", coverages: [{ appID: "a2" }] });
  const list = cached(queryKeys.submissions.list({ search: "acme", sort: "-updated" }), { pages: [] });
  const queue = cached(queryKeys.workQueue.list({ status: "Submitted" }), { rows: [] });
  const renewalsDue = cached(queryKeys.renewalsDue.list(90, "expiration"), { pages: [] });
  const documents = cached(queryKeys.documents.list(undefined, "-uploaded"), { pages: [] });
  const cancellations = cached(queryKeys.records.list("cancellation", undefined, "-requested"), { pages: [] });
  const c1 = cached(queryKeys.records.one("cancellation", "c1"), { id: "c1", appID: "a1" });
  const c2 = cached(queryKeys.records.one("cancellation", "c2"), { id: "c2", appID: "a2" });
  const c1History = cached(queryKeys.records.history("cancellation", "c1"), []);
  const r1 = cached(queryKeys.records.one("reinstatement", "c1"), { id: "c1", appID: "a1" });
  const endorsements = cached(queryKeys.endorsements.list({ status: "Pending" as never, sort: "-created" }), { pages: [] });
  const endorsementCounts = cached(queryKeys.endorsements.counts(undefined), { Bound: 1 });
  const e1History = cached(queryKeys.endorsements.history("e1"), []);
  const e2History = cached(queryKeys.endorsements.history("e2"), []);
  const notesOfS1 = cached(queryKeys.notes.scope({ submissionID: "s1" }), { pages: [{ notes: [{ id: "n1", replies: [{ id: "n1r" }] }] }] });
  const notesOfA1 = cached(queryKeys.notes.scope({ entityType: "Application", entityID: "a1" }), { pages: [{ notes: [] }] });
  const notesOfS2 = cached(queryKeys.notes.scope({ submissionID: "s2" }), { pages: [{ notes: [{ id: "n2", replies: [] }] }] });
  const bell = cached(queryKeys.notifications.all, { notifications: [] });
  const catalog = cached(queryKeys.catalog.industries, []);
  const keysOfG1 = cached(integrationKeys.keys("g1"), { keys: [] });
  const endpointsOfG1 = cached(integrationKeys.endpoints("g1"), { endpoints: [] });
  const deliveriesOfG1 = cached(integrationKeys.deliveries("g1", "w1"), { deliveries: [] });
  const keysOfG2 = cached(integrationKeys.keys("g2"), { keys: [] });
  const every = [
    a1,
    a2,
    s1,
    s2,
    list,
    queue,
    renewalsDue,
    documents,
    cancellations,
    c1,
    c2,
    c1History,
    r1,
    endorsements,
    endorsementCounts,
    e1History,
    e2History,
    notesOfS1,
    notesOfA1,
    notesOfS2,
    bell,
    catalog,
    keysOfG1,
    endpointsOfG1,
    deliveriesOfG1,
    keysOfG2,
  ];

  it("an application: it, the submission holding it, its requests and the lists; not another one's", () => {
    expect(stale({ kind: "application", appID: "a1" }, every)).toEqual([a1, s1, list, queue, renewalsDue, cancellations, c1, r1].map((r) => r.queryKey));
  });

  it("an application: the policies linked to it by renewal, either way", () => {
    const renewed = application("old", "s0", { linkedCoverages: { renewals: [{ appID: "a1" }], renewedFrom: null } });
    const renewal = application("new", "s0", { renewedFromAppID: "a1" });
    expect(stale({ kind: "application", appID: "a1" }, [renewed, renewal, a2])).toEqual([renewed.queryKey, renewal.queryKey]);
  });

  it("a submission: it, its applications and the lists; not another submission", () => {
    expect(stale({ kind: "submission", submissionID: "s2" }, every)).toEqual([a2, s2, list, queue, renewalsDue].map((r) => r.queryKey));
  });

  it("a document: the lists, and the application holding it, by id or by what it holds", () => {
    expect(stale({ kind: "document", id: "d9", appID: "a2" }, every)).toEqual([a2, documents].map((r) => r.queryKey));
    expect(stale({ kind: "document", id: "d1" }, every)).toEqual([a1, documents].map((r) => r.queryKey));
  });

  it("an endorsement: the lists, the tabs' counts, its own history and its policy", () => {
    expect(stale({ kind: "endorsement", id: "e1", appID: "a2" }, every)).toEqual(
      [a2, s2, list, queue, renewalsDue, cancellations, c2, endorsements, endorsementCounts, e1History].map((r) => r.queryKey),
    );
    expect(stale({ kind: "endorsement", id: "e1" }, every)).toEqual([endorsements, endorsementCounts, e1History].map((r) => r.queryKey));
  });

  it("a cancellation: its record and history, the lists of its kind, and its policy", () => {
    expect(stale({ kind: "record", record: "cancellation", id: "c1", appID: "a1" }, every)).toEqual(
      [a1, s1, list, queue, renewalsDue, cancellations, c1, c1History].map((r) => r.queryKey),
    );
    expect(stale({ kind: "record", record: "reinstatement", id: "c1" }, every)).toEqual([r1.queryKey]);
  });

  it("a note: the lists of its entity and submission, lists holding it, and the bell", () => {
    expect(stale({ kind: "note", entityID: "a1", submissionID: "s1" }, every)).toEqual([notesOfS1, notesOfA1, bell].map((r) => r.queryKey));
    expect(stale({ kind: "note", id: "n1r" }, every)).toEqual([notesOfS1, bell].map((r) => r.queryKey));
    expect(stale({ kind: "note", id: "n2" }, every)).toEqual([notesOfS2, bell].map((r) => r.queryKey));
  });

  it("an agency's key or endpoint: that agency's keys, endpoints and delivery logs; not another agency's, nor any record", () => {
    expect(stale({ kind: "integration", agencyID: "g1" }, every)).toEqual([keysOfG1, endpointsOfG1, deliveriesOfG1].map((r) => r.queryKey));
    expect(stale({ kind: "application", appID: "a1" }, [keysOfG1, endpointsOfG1])).toEqual([]);
  });

  it("a read not loaded yet is taken as showing it", () => {
    expect(isChangedBy(cached(queryKeys.submissions.one("s3")), { kind: "application", appID: "a1" })).toBe(true);
    expect(isChangedBy(cached(queryKeys.applications.one("a3")), { kind: "submission", submissionID: "s1" })).toBe(true);
  });
});

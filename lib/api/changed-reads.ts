import type { Query, QueryKey } from "@tanstack/react-query";
import { clearanceKeys } from "./clearance-keys";
import { integrationKeys } from "./integration-keys";
import { queryKeys, type RecordKind } from "./query-keys";

// Every key starts with its resource's name (query-keys.ts), which is what tells reads apart here.
const [applications] = queryKeys.applications.all;
const [submissions] = queryKeys.submissions.all;
const [workQueue] = queryKeys.workQueue.all;
const [records] = queryKeys.records.all;
const [documents] = queryKeys.documents.all;
const [endorsements] = queryKeys.endorsements.all;
const [notes] = queryKeys.notes.all;
const [renewalsDue] = queryKeys.renewalsDue.all;
const [notifications] = queryKeys.notifications.all;
const [integrations] = integrationKeys.all;
const [clearance] = clearanceKeys.all;

/**
 * What a write changed, named by id. Reads of exactly those records go stale,
 * with the lists that may show them (a list cannot be known to hold a record
 * its filters may now take in or leave out). An id the write does not know
 * (a refusal carries no answer) is left out, and the record is recognised in
 * the cache by what it holds instead.
 */
export type Changed =
  /** An application: status, pricing, policy fields, renewal or link; the policy a request or endorsement moved. */
  | { kind: "application"; appID: string }
  /** A submission's insured or business type, or a new submission. */
  | { kind: "submission"; submissionID: string }
  /** A document stored, removed, or hidden or shown. */
  | { kind: "document"; id?: string; appID?: string }
  /** An endorsement's status or price, or new endorsements of a policy. */
  | { kind: "endorsement"; id?: string; appID?: string }
  /** A cancellation or reinstatement request or decision. */
  | { kind: "record"; record: RecordKind; id?: string; appID?: string }
  /** A note written, changed or removed; the bell counts notes. */
  | { kind: "note"; id?: string; entityID?: string; submissionID?: string }
  /** An agency's API key made or revoked, or a webhook endpoint registered or removed. */
  | { kind: "integration"; agencyID: string }
  /** A clearance decision on one of a submission's possible duplicates. */
  | { kind: "clearance"; submissionID: string };

type Cached = Pick<Query, "queryKey"> & { state: { data: unknown } };
type Data = Record<string, unknown> | undefined;

const linkedTo = (app: Data, appID: string): boolean => {
  const linked = app?.linkedCoverages as { renewals?: { appID: string }[]; renewedFrom?: { appID: string } | null } | undefined;
  return app?.renewedFromAppID === appID || linked?.renewedFrom?.appID === appID || !!linked?.renewals?.some((c) => c.appID === appID);
};

const holdsNote = (data: unknown, id: string): boolean => {
  const pages = (data as { pages?: { notes?: { id: string; replies?: { id: string }[] }[] }[] } | undefined)?.pages ?? [];
  return pages.some((p) => p.notes?.some((n) => n.id === id || n.replies?.some((r) => r.id === id)));
};

/** A read of the application, of a submission holding it, of a policy linked to it, of its requests, or a list that may show it. */
function showsApplication([resource, part, view]: QueryKey, data: Data, appID: string): boolean {
  switch (resource) {
    case applications:
      return part === appID || linkedTo(data, appID);
    case submissions:
      return part !== "one" || data === undefined || !!(data.coverages as { appID: string }[] | undefined)?.some((c) => c.appID === appID);
    case workQueue:
    case renewalsDue:
      return true;
    case records:
      return view === "list" || (view === "one" && data?.appID === appID);
    default:
      return false;
  }
}

/** Whether the cached read `query` shows something `change` changed. */
export function isChangedBy(query: Cached, change: Changed): boolean {
  const key = query.queryKey;
  const data = query.state.data as Data;
  const [resource, part] = key;
  switch (change.kind) {
    case "application":
      return showsApplication(key, data, change.appID);
    case "submission":
      if (resource === submissions) return part !== "one" || key[2] === change.submissionID;
      if (resource === applications) return data === undefined || data.submissionID === change.submissionID;
      // Both lists name the insured.
      return resource === workQueue || resource === renewalsDue;
    case "document":
      if (resource === documents) return true;
      return (
        resource === applications &&
        (part === change.appID || (change.id !== undefined && !!(data?.documents as { id: string }[] | undefined)?.some((d) => d.id === change.id)))
      );
    case "endorsement":
      if (resource === endorsements) return part === "list" || part === "counts" || key[2] === change.id;
      return change.appID !== undefined && showsApplication(key, data, change.appID);
    case "record":
      if (resource === records) return part === change.record && (key[2] === "list" || key[3] === change.id);
      return change.appID !== undefined && showsApplication(key, data, change.appID);
    case "integration":
      return resource === integrations && part === change.agencyID;
    case "clearance":
      return resource === clearance && part === change.submissionID;
    case "note": {
      if (resource === notifications) return true;
      if (resource !== notes) return false;
      const scope = part as { entityID?: string; submissionID?: string };
      return (
        (change.entityID !== undefined && scope.entityID === change.entityID) ||
        (change.submissionID !== undefined && scope.submissionID === change.submissionID) ||
        (change.id !== undefined && holdsNote(query.state.data, change.id))
      );
    }
  }
}

import type { EndorsementTabStatus } from "@/lib/domain/endorsements";
import type { NoteEntityType } from "@/lib/domain/notes";
import type { RequestKind } from "@/lib/domain/work-queue";

/** Cancellations and reinstatements: which list or record a read is of. */
export type RecordKind = "cancellation" | "reinstatement";

/** Notes of one entity (only those tied to one of its records, if named), or every note of a submission and its applications. */
export type NotesScope = { entityType: NoteEntityType; entityID: string; cancellationID?: string; reinstatementID?: string } | { submissionID: string };

/**
 * Every key of the query cache, by resource. Each resource's keys start with
 * its `all`, the resource's name, and go on with the id of the one record
 * read or a list's filters: cache-updates.ts tells by them which reads a
 * write changed.
 */
export const queryKeys = {
  applications: {
    all: ["applications"] as const,
    one: (appID: string) => ["applications", appID] as const,
  },
  submissions: {
    all: ["submissions"] as const,
    one: (submissionID: string) => ["submissions", "one", submissionID] as const,
    list: (params: { search?: string; cursor?: string; sort: string }) => ["submissions", "list", params] as const,
    sameAgency: (submissionID: string, search: string) => ["submissions", "same-agency", submissionID, search] as const,
  },
  workQueue: {
    all: ["work-queue"] as const,
    list: (filters: Record<string, string | undefined>) => ["work-queue", filters] as const,
    requests: (params: { kind: RequestKind; search?: string; sort: string }) => ["work-queue", "requests", params] as const,
    counts: ["work-queue", "counts"] as const,
  },
  documents: {
    all: ["documents"] as const,
    list: (search: string | undefined, sort: string) => ["documents", { search, sort }] as const,
  },
  endorsements: {
    all: ["endorsements"] as const,
    list: (params: { status: EndorsementTabStatus; search?: string; sort: string }) => ["endorsements", "list", params] as const,
    counts: (search: string | undefined) => ["endorsements", "counts", { search }] as const,
    history: (id: string) => ["endorsements", "history", id] as const,
  },
  records: {
    all: ["records"] as const,
    list: (kind: RecordKind, search: string | undefined, sort: string) => ["records", kind, "list", { search, sort }] as const,
    one: (kind: RecordKind, id: string) => ["records", kind, "one", id] as const,
    history: (kind: RecordKind, id: string) => ["records", kind, "history", id] as const,
  },
  renewalsDue: {
    all: ["renewals-due"] as const,
    list: (within: number, sort: string) => ["renewals-due", { within, sort }] as const,
  },
  notes: {
    all: ["notes"] as const,
    scope: (scope: NotesScope) => ["notes", scope] as const,
  },
  notifications: { all: ["notifications"] as const, settings: ["notification-settings"] as const },
  catalog: {
    businessTypes: (params: { productIDs: string[]; state?: string; search?: string }) => ["catalog", "business-types", params] as const,
    agencies: ["catalog", "agencies"] as const,
    industries: ["catalog", "industries"] as const,
    zipCode: (zip: string) => ["catalog", "zip-codes", zip] as const,
  },
  identities: { one: (userID: string) => ["identities", userID] as const },
};

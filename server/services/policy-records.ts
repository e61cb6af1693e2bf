import "server-only";
import type { Tx } from "../db";
import { containsText } from "../db/sql-values";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusId, statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import type { RecordListQuery } from "@/lib/schemas/policy-record-lists";
import { isUuid } from "@/lib/schemas/list-query";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { AppError, notFound } from "../errors";
import { applicationAccess, recordAccess } from "./access";
import { visibleDocuments } from "./document-view";
import { toApiNote, visibleNotes } from "./note-view";
import { POLICY_CHANGED, applicationFreshness } from "./application-freshness";
import { assertFresh, basedOnTime, staleConflict, type Freshness } from "./freshness";
import { cancelIfDue } from "./cancellation-schedule";
import { commitApplicationUpdate } from "./status-change";

/**
 * What cancellations and reinstatements share: the policy they act on, the
 * one write that moves its status (with a history row), their list filters
 * and the parts of their answers that are alike.
 */

export type Viewer = Pick<SessionUser, "id" | "role" | "agencyId">;

export const policySelect = {
  id: true,
  submissionId: true,
  status: true,
  updatedAt: true,
  quoteValidUntil: true,
  effectiveDate: true,
  expirationDate: true,
  totalCostCents: true,
  policyNo: true,
  product: { select: { isWholesale: true, label: true, iconUrl: true } },
  submission: { select: { companyName: true, firstName: true, lastName: true, agencyId: true } },
} satisfies Prisma.ApplicationSelect;
export type PolicyRow = Prisma.ApplicationGetPayload<{ select: typeof policySelect }>;

export { day } from "../db/sql-values";

/** The policy through the viewer's access rule (404 otherwise), checked against the `updatedDate` the request is based on. */
export async function loadPolicy(tx: Tx, viewer: Viewer, appID: string, basedOn?: string): Promise<PolicyRow> {
  const read = () => tx.application.findFirst({ where: { id: appID, ...applicationAccess(viewer) }, select: policySelect });
  let app = await read();
  if (!app) throw notFound("Application");
  // A scheduled cancellation whose day has come takes effect first: the request is judged against a cancelled policy.
  if (app.status === "CancellationScheduled" && (await cancelIfDue(tx, app.id))) app = (await read())!;
  if (basedOn !== undefined) await assertFresh(app.updatedAt, applicationFreshness(tx, viewer, app.id, basedOnTime(basedOn), POLICY_CHANGED));
  return app;
}

/** Moves the policy's status through the one guarded application write (based on the policy as loaded), with its status history row. */
export async function movePolicy(tx: Tx, viewer: Viewer, app: PolicyRow, to: ApplicationStatus, reason: string) {
  await commitApplicationUpdate(
    tx,
    app,
    { status: to, statusId: statusId(to), statusChangedAt: new Date() },
    { applicationId: app.id, fromStatus: app.status, toStatus: to, changedById: viewer.id, reason },
    applicationFreshness(tx, viewer, app.id, app.updatedAt, POLICY_CHANGED),
  );
}

export function cannotWhile(action: string, app: PolicyRow) {
  return new AppError("conflict", `Cannot ${action} while the policy is ${statusLabel(app.status)}.`, undefined, { currentStatus: app.status });
}

export const REQUEST_CHANGED = "This request was changed by someone else since you loaded it. Reload it to see the changes.";

/** Freshness of a write to a cancellation, reinstatement or endorsement: stale is 409 with the record as it is now. */
export function recordFreshness(basedOn: string | Date, current: () => Promise<unknown>): Freshness {
  return { basedOn: basedOn instanceof Date ? basedOn : basedOnTime(basedOn), stale: async () => staleConflict(REQUEST_CHANGED, await current()) };
}

/** What a query narrows a list of policies or their records to: one submission, one application, a search. */
function queryFilters(query: RecordListQuery): Prisma.ApplicationWhereInput[] {
  const search = query.search;
  const filters: Prisma.ApplicationWhereInput[] = [];
  if (query.submissionID) filters.push({ submissionId: query.submissionID });
  if (query.applicationID) filters.push({ id: query.applicationID });
  if (search) {
    filters.push(
      isUuid(search)
        ? { OR: [{ id: search.toLowerCase() }, { submissionId: search.toLowerCase() }] }
        : {
            OR: [{ submission: { companyName: containsText(search) } }, { product: { label: containsText(search) } }, { policyNo: containsText(search) }],
          },
    );
  }
  return filters;
}

/** The policies the viewer may see, narrowed as the query asks. */
export function listWhere(viewer: Viewer, query: RecordListQuery) {
  return { AND: [applicationAccess(viewer), ...queryFilters(query)] } satisfies Prisma.ApplicationWhereInput;
}

/**
 * A list of cancellations, reinstatements or endorsements: the viewer's by the agency each record carries
 * (recordAccess), narrowed through its policy only when the query asks it.
 */
export function recordListWhere(viewer: Viewer, query: RecordListQuery) {
  const filters = queryFilters(query);
  return { ...recordAccess(viewer), ...(filters.length > 0 && { application: { AND: filters } }) };
}

/**
 * The orders the cancellations and the reinstatements share: by when each was requested, by insured (each record's
 * copy of its submission's name key), by status as it reads, or by cancellation date (a reinstatement's, its
 * cancellation's), all generated or kept by the database; ties by id the same way, so one index on (…, column, id)
 * serves both directions.
 */
export const recordColumns = {
  requested: { column: "requestedDate" },
  insured: { column: "insuredSortKey" },
  status: { column: "statusSortKey" },
  cancellation: { column: "cancellationSortKey" },
} as const;

export const requesterSelect = { id: true, firstName: true, lastName: true, roles: true } satisfies Prisma.UserSelect;

/** What a record's answer includes alike: its documents and its notes, as the viewer may see them. */
export function recordInclude(viewer: Viewer) {
  return {
    requestedBy: { select: requesterSelect },
    documents: { where: visibleDocuments(viewer), select: { id: true, filename: true }, orderBy: { createdAt: "asc" } },
    notes: visibleNotes(viewer),
  } as const;
}

type RecordNote = Parameters<typeof toApiNote>[0];

/** The parts of a cancellation's or reinstatement's answer that are alike. */
export function recordBase(
  record: {
    id: string;
    reason: string | null;
    requestedDate: Date;
    updatedAt: Date;
    requestedBy: { id: string; firstName: string; lastName: string; roles: string[] };
    documents: { id: string; filename: string }[];
    notes: RecordNote[];
  },
  app: PolicyRow,
) {
  return {
    id: record.id,
    appID: app.id,
    submissionID: app.submissionId,
    insuredName: insuredDisplayName(app.submission),
    productLabel: app.product.label,
    productIconUrl: app.product.iconUrl,
    policyNo: app.policyNo,
    reason: record.reason,
    updatedDate: record.updatedAt.toISOString(),
    documents: record.documents.map((d) => ({ id: d.id, filename: d.filename, url: `/api/documents/${d.id}/file` })),
    notes: record.notes.map(toApiNote),
    requestedBy: record.requestedBy.id,
    requestedByDisplayValue: `${record.requestedBy.firstName} ${record.requestedBy.lastName}`.trim(),
    requestedDate: record.requestedDate.toISOString(),
  };
}

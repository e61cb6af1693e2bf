import "server-only";
import type { SortDirection } from "@/lib/domain/list-sort";
import { can } from "@/lib/domain/permissions";
import type { KeysetCursor } from "@/lib/schemas/list-query";
import type { SessionUser } from "../auth/session-user";
import { sql } from "../db";
import { jsonDate, sqlTimestamp } from "../db/sql-values";
import type { ListRow } from "./submission-list-row";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

// The page's rows as listSelect gives them through Prisma, dates still in their JSON form.
type ListJson = Omit<ListRow, "updatedAt" | "applications"> & {
  updatedAt: string;
  applications: (Omit<ListRow["applications"][number], "updatedAt"> & { updatedAt: string })[];
};

/**
 * A page of the submission list (no search) in one statement. One text per
 * shape, so each keeps its own plan: an agent's goes through the
 * (agencyId, updatedAt desc, id) index (backwards for the oldest first), the
 * cursor's redundant bound on updatedAt lets it start at the cursor (as
 * afterKeyset in keyset.ts explains).
 */
function listSql(ownAgency: boolean, cursor: boolean, direction: SortDirection): string {
  const newest = direction === "desc";
  const where: string[] = [];
  let count = 0;
  const param = () => `$${++count}`;
  if (ownAgency) where.push(`s."agencyId" = ${param()}`);
  if (cursor) {
    const at = param();
    const id = param();
    where.push(
      newest
        ? `s."updatedAt" <= ${at}::timestamp AND (s."updatedAt" < ${at}::timestamp OR s.id > ${id})`
        : `s."updatedAt" >= ${at}::timestamp AND (s."updatedAt" > ${at}::timestamp OR s.id < ${id})`,
    );
  }
  return `
SELECT json_build_object('id', s.id, 'status', s.status, 'companyName', s."companyName", 'firstName', s."firstName", 'lastName', s."lastName", 'updatedAt', s."updatedAt", 'insuredSortKey', s."insuredSortKey",
  'agent', json_build_object('firstName', ag."firstName", 'lastName', ag."lastName"),
  'applications', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'status', a.status, 'renewedFromAppId', a."renewedFromAppId", 'updatedAt', a."updatedAt",
       'product', json_build_object('id', p.id, 'label', p.label, 'icon', p.icon, 'iconUrl', p."iconUrl", 'isWholesale', p."isWholesale")) ORDER BY a."createdAt", a.id), '[]')
     FROM "Application" a JOIN "Product" p ON p.id = a."productId" WHERE a."submissionId" = s.id)) AS row
FROM "Submission" s JOIN "User" ag ON ag.id = s."agentId"
${where.length ? `WHERE ${where.join(" AND ")}` : ""}
ORDER BY ${newest ? `s."updatedAt" DESC, s.id ASC` : `s."updatedAt" ASC, s.id DESC`} LIMIT ${param()}`;
}

const statements = new Map<string, string>();
const statement = (ownAgency: boolean, cursor: boolean, direction: SortDirection) => {
  const key = `${ownAgency}:${cursor}:${direction}`;
  let text = statements.get(key);
  if (!text) statements.set(key, (text = listSql(ownAgency, cursor, direction)));
  return text;
};

/** Up to `take` submissions the viewer may see after the cursor, newest first or oldest first: submissionAccess's rule in the query. */
export async function readSubmissionPage(viewer: Viewer, cursor: KeysetCursor | undefined, take: number, direction: SortDirection): Promise<ListRow[]> {
  const ownAgency = !can(viewer.role, "seeEveryAgency");
  // An agent without an agency sees nothing; a missing id must never widen the query.
  if (ownAgency && !viewer.agencyId) return [];
  const values: unknown[] = [...(ownAgency ? [viewer.agencyId] : []), ...(cursor ? [sqlTimestamp(cursor.at), cursor.id] : []), take];
  const rows = await sql.query<{ row: ListJson }>(statement(ownAgency, Boolean(cursor), direction), values);
  return rows.map(({ row }) => ({
    ...row,
    updatedAt: jsonDate(row.updatedAt),
    applications: row.applications.map((a) => ({ ...a, updatedAt: jsonDate(a.updatedAt) })),
  }));
}

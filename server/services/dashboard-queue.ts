import "server-only";
import { queueAgingBuckets, queueAgingLabels } from "@/lib/domain/dashboard";
import { insuredDisplayName } from "@/lib/domain/insured";
import { statusLabel } from "@/lib/domain/statuses";
import { awaitingUnderwriterStatuses } from "@/lib/domain/work-queue";
import type { Dashboard } from "@/lib/schemas/dashboard";
import { Prisma } from "../generated/prisma/client";
import { db } from "../db";
import type { DashboardFilters } from "./dashboard-tally";

const DAY_MS = 86_400_000;
const OLDEST_SHOWN = 10;

/** An application `a` in `status` (a waiting status, or any of them) that the filters keep. */
function waitingSql(status: Prisma.Sql, filters: DashboardFilters): Prisma.Sql {
  const parts = [Prisma.sql`a."status" = ${status}`];
  if (filters.product !== null) parts.push(Prisma.sql`a."productId" = ${filters.product}`);
  if (filters.carrier !== null) parts.push(Prisma.sql`coalesce(a."selectedCarrierId", '') = ${filters.carrier}`);
  if (filters.agency !== null) parts.push(Prisma.sql`a."submissionId" IN (SELECT s."id" FROM "Submission" s WHERE s."agencyId" = ${filters.agency})`);
  if (filters.state !== null)
    parts.push(
      Prisma.sql`a."submissionId" IN (SELECT ad."submissionId" FROM "SubmissionAddress" ad WHERE ad."kind" = 'physical' AND ad."state" = ${filters.state})`,
    );
  return Prisma.join(parts, " AND ");
}

/** Applications waiting on an underwriter now, by how long since their status changed, and the ten waiting longest. */
export async function queueAging(filters: DashboardFilters, now: Date): Promise<Dashboard["queueAging"]> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [[ages], oldestIds] = await Promise.all([
    db.$queryRaw<{ one: bigint; three: bigint; seven: bigint; all: bigint }[]>`
      SELECT count(*) FILTER (WHERE a."statusChangedAt" > ${since(1).toISOString()}::timestamp) AS one,
             count(*) FILTER (WHERE a."statusChangedAt" > ${since(3).toISOString()}::timestamp) AS three,
             count(*) FILTER (WHERE a."statusChangedAt" > ${since(7).toISOString()}::timestamp) AS seven,
             count(*) AS all
      FROM "Application" a WHERE ${waitingSql(Prisma.sql`ANY(${[...awaitingUnderwriterStatuses]}::"ApplicationStatus"[])`, filters)}`,
    // Each status's oldest through the (status, statusChangedAt, id) index, then the oldest of those: one ordered
    // scan over all waiting statuses would start from the oldest application of any status.
    db.$queryRaw<{ id: string }[]>`
      SELECT w."id" FROM unnest(${[...awaitingUnderwriterStatuses]}::"ApplicationStatus"[]) AS st(status)
      CROSS JOIN LATERAL (
        SELECT a."id", a."statusChangedAt" FROM "Application" a
        WHERE ${waitingSql(Prisma.sql`st.status`, filters)} ORDER BY a."statusChangedAt", a."id" LIMIT ${OLDEST_SHOWN}
      ) w
      ORDER BY w."statusChangedAt", w."id" LIMIT ${OLDEST_SHOWN}`,
  ]);
  const oldest = await db.application.findMany({
    where: { id: { in: oldestIds.map((row) => row.id) } },
    orderBy: [{ statusChangedAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      submissionId: true,
      status: true,
      statusChangedAt: true,
      product: { select: { label: true } },
      submission: { select: { companyName: true, firstName: true, lastName: true, agency: { select: { name: true } } } },
    },
  });
  const [one, three, seven, all] = [ages.one, ages.three, ages.seven, ages.all].map(Number);
  const counts = [one, three - one, seven - three, all - seven];
  return {
    buckets: queueAgingBuckets.map((key, i) => ({ key, label: queueAgingLabels[key], count: counts[i] })),
    oldest: oldest.map((row) => ({
      appID: row.id,
      submissionID: row.submissionId,
      insuredName: insuredDisplayName(row.submission),
      productName: row.product.label,
      agencyName: row.submission.agency.name,
      status: row.status,
      statusDisplayValue: statusLabel(row.status),
      waitingSince: row.statusChangedAt.toISOString(),
    })),
  };
}

import "server-only";
import { CLEARANCE_MATCH_LIMIT, clearanceMatch, NAME_AT_ADDRESS_SIMILARITY } from "@/lib/domain/clearance";
import { insuredDisplayName } from "@/lib/domain/insured";
import { can } from "@/lib/domain/permissions";
import { statusLabel } from "@/lib/domain/statuses";
import type { Clearance, ClearanceDecisionInput, ClearanceMatch, OwnDuplicates, OwnDuplicatesQuery } from "@/lib/schemas/clearance";
import type { SessionUser } from "../auth/session-user";
import { db, sql, sqlIn, type SqlReader, type Tx } from "../db";
import { forbidden, notFound } from "../errors";
import { assertFresh, staleConflict, updateIfFresh, type Freshness } from "./freshness";
import { submissionAccess } from "./access";

type Viewer = Pick<SessionUser, "id" | "role" | "agencyId">;

/** The app's own connections for its own client, a transaction's (or a benchmark's client's) otherwise. */
const readerOf = (client: Tx): SqlReader => (client === db ? sql : sqlIn(client));

const DECISION_CHANGED = "The clearance decision was changed by someone else since you read it. Read it again and decide.";

/** The keys to compare with: a stored submission's, or what an agent is typing, normalised by the database's own functions. */
interface Keys {
  name: string | null;
  taxId: string | null;
  address: string | null;
}

interface CandidateRow {
  id: string;
  same_tax_id: boolean;
  same_address: boolean;
  similarity: number;
}

/**
 * The submissions that may be the same insured as `keys`, each with its comparison: the candidates are those with an
 * equal tax id, physical address or name key, each found by its B-tree index (never a scan, whatever the book's size),
 * and their names are then compared by trigram similarity. `agencyId` keeps the search to one agency's submissions.
 */
async function candidates(reader: SqlReader, keys: Keys, exclude: string | null, agencyId: string | null): Promise<CandidateRow[]> {
  return reader.query<CandidateRow>(
    `WITH k AS (SELECT $1::text AS name, $2::text AS tax, $3::text AS addr),
     ids AS (
       SELECT o.id FROM "Submission" o, k WHERE k.tax IS NOT NULL AND o."clearanceTaxId" = k.tax
       UNION SELECT oa."submissionId" FROM "SubmissionAddress" oa, k WHERE k.addr IS NOT NULL AND oa.kind = 'physical' AND oa."clearanceAddress" = k.addr
       UNION SELECT o.id FROM "Submission" o, k WHERE k.name IS NOT NULL AND o."clearanceName" = k.name
     )
     SELECT o.id,
            coalesce(o."clearanceTaxId" = k.tax, false) AS same_tax_id,
            coalesce(pa."clearanceAddress" = k.addr, false) AS same_address,
            coalesce(similarity(o."clearanceName", k.name), 0)::float8 AS similarity
     FROM "Submission" o CROSS JOIN k
     LEFT JOIN "SubmissionAddress" pa ON pa."submissionId" = o.id AND pa.kind = 'physical'
     -- The candidates' ids as an array: read by primary key, not joined by hash against the whole table.
     WHERE o.id = ANY (ARRAY(SELECT id FROM ids)) AND o.id IS DISTINCT FROM $4 AND ($5::text IS NULL OR o."agencyId" = $5)`,
    [keys.name, keys.taxId, keys.address, exclude, agencyId],
  );
}

type Scored = { id: string; match: { score: number } };
const bestFirst = (a: Scored, b: Scored) => b.match.score - a.match.score || a.id.localeCompare(b.id);

/** The comparisons that are matches, with their reasons and score, best first. */
function matchesOf(rows: CandidateRow[]) {
  return rows
    .map((row) => ({
      id: row.id,
      match: clearanceMatch({ sameTaxId: row.same_tax_id, sameAddress: row.same_address, nameSimilarity: Number(row.similarity) }),
    }))
    .filter((m): m is { id: string; match: NonNullable<typeof m.match> } => m.match !== null)
    .sort(bestFirst);
}

async function storedKeys(reader: SqlReader, submissionId: string): Promise<Keys> {
  const [row] = await reader.query<Keys>(
    `SELECT s."clearanceName" AS name, s."clearanceTaxId" AS "taxId", pa."clearanceAddress" AS address
     FROM "Submission" s LEFT JOIN "SubmissionAddress" pa ON pa."submissionId" = s.id AND pa.kind = 'physical' WHERE s.id = $1`,
    [submissionId],
  );
  return row;
}

async function reachableSubmission(viewer: Viewer, submissionId: string, tx: Tx = db) {
  const found = await tx.submission.findFirst({ where: { id: submissionId, ...submissionAccess(viewer) }, select: { id: true } });
  if (!found) throw notFound("Submission");
}

/**
 * GET /api/submission/{submissionID}/clearance: every agency's submissions that may be this insured (underwriters): the
 * best undecided ones first, then the decided ones, the best first.
 */
export async function getClearance(viewer: Viewer, submissionId: string, client: Tx = db): Promise<Clearance> {
  if (!can(viewer.role, "seeClearance")) throw forbidden();
  await reachableSubmission(viewer, submissionId, client);
  const reader = readerOf(client);
  const decisions = await client.clearanceDecision.findMany({
    where: { submissionId },
    include: { decidedBy: { select: { firstName: true, lastName: true } } },
  });
  const matching = matchesOf(await candidates(reader, await storedKeys(reader, submissionId), submissionId, null));
  const decidedIds = new Set(decisions.map((d) => d.matchedSubmissionId));
  const matchOf = new Map(matching.map((m) => [m.id, m.match]));
  // The undecided first, so every match the queue's badge counts comes up to be decided however many outrank it; then
  // every decided one, so its decision can be changed: after an edit made it no match too (reasons none, score 0).
  const found = [
    ...matching.filter((m) => !decidedIds.has(m.id)).slice(0, CLEARANCE_MATCH_LIMIT),
    ...[...decidedIds].map((id) => ({ id, match: matchOf.get(id) ?? { reasons: [], score: 0 } })).sort(bestFirst),
  ];
  const [rows] = await Promise.all([
    client.submission.findMany({
      where: { id: { in: found.map((m) => m.id) } },
      select: {
        id: true,
        companyName: true,
        firstName: true,
        lastName: true,
        createdAt: true,
        agency: { select: { name: true } },
        applications: { select: { id: true, status: true, product: { select: { label: true } } }, orderBy: { createdAt: "asc" } },
      },
    }),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const decided = new Map(decisions.map((d) => [d.matchedSubmissionId, d]));
  const matches = found.map(({ id, match }): ClearanceMatch => {
    const row = byId.get(id)!;
    const decision = decided.get(id);
    return {
      submissionID: id,
      agencyName: row.agency.name,
      insuredName: insuredDisplayName(row),
      reasons: match.reasons,
      score: match.score,
      coverages: row.applications.map((a) => ({ appID: a.id, productName: a.product.label, status: statusLabel(a.status) })),
      createdDate: row.createdAt.toISOString(),
      decision: decision
        ? {
            decision: decision.decision,
            reason: decision.reason,
            decidedBy: `${decision.decidedBy.firstName} ${decision.decidedBy.lastName}`.trim(),
            updatedDate: decision.updatedAt.toISOString(),
          }
        : null,
    };
  });
  return { matches, blocked: decisions.some((d) => d.decision === "blocked") };
}

/**
 * PUT /api/submission/{submissionID}/clearance/{matchID}: the underwriter's decision on one match (cleared or blocked,
 * and why), made or changed; a change based on an older read of it, or on none, is refused (409). Only a match may be decided.
 */
export async function decideClearance(viewer: Viewer, submissionId: string, matchId: string, input: ClearanceDecisionInput): Promise<Clearance> {
  if (!can(viewer.role, "decideClearance")) throw forbidden();
  await reachableSubmission(viewer, submissionId);
  await db.$transaction(async (tx) => {
    // A status change locks its application before it reads the clearance (server/services/status-change.ts): a decision
    // waits for one under way, and the next reads it. In id order, as a submission's edit takes them.
    await tx.$queryRaw`SELECT id FROM "Application" WHERE "submissionId" = ${submissionId} ORDER BY id FOR UPDATE`;
    const keys = await storedKeys(sqlIn(tx), submissionId);
    const current = await tx.clearanceDecision.findUnique({ where: { submissionId_matchedSubmissionId: { submissionId, matchedSubmissionId: matchId } } });
    // A decision once made may be changed even when an edit has since made it no match.
    const isMatch = current !== null || matchesOf(await candidates(sqlIn(tx), keys, submissionId, null)).some((m) => m.id === matchId);
    if (!isMatch) throw notFound("Possible duplicate");
    const data = { decision: input.decision, reason: input.reason, decidedById: viewer.id };
    const stale = async () => {
      const now = await tx.clearanceDecision.findUniqueOrThrow({ where: { submissionId_matchedSubmissionId: { submissionId, matchedSubmissionId: matchId } } });
      return staleConflict(DECISION_CHANGED, { decision: now.decision, reason: now.reason, updatedDate: now.updatedAt.toISOString() });
    };
    if (!current) {
      const { count } = await tx.clearanceDecision.createMany({ data: [{ submissionId, matchedSubmissionId: matchId, ...data }], skipDuplicates: true });
      // Another underwriter's first decision committed meanwhile: this one was made without seeing it.
      if (count === 0) throw await stale();
      return;
    }
    // A change names the decision it was read at; one sent without, from a screen read before any decision, would lay over it unseen.
    if (!input.updatedDate) throw await stale();
    const freshness: Freshness = { basedOn: new Date(input.updatedDate), stale };
    await assertFresh(current.updatedAt, freshness);
    await updateIfFresh((guard) => tx.clearanceDecision.updateMany({ where: { id: current.id, ...guard }, data }), freshness);
  });
  return getClearance(viewer, submissionId);
}

/** Whether a clearance decision blocks the submission: it is then neither quoted nor bound. */
export async function isClearanceBlocked(tx: Tx, submissionId: string): Promise<boolean> {
  return Boolean(await tx.clearanceDecision.findFirst({ where: { submissionId, decision: "blocked" }, select: { id: true } }));
}

/**
 * GET /api/submissions/duplicates: the agency's own submissions that what is typed on the insured form may duplicate.
 * An agent's search never leaves the agency; an underwriter's covers every agency.
 */
export async function ownDuplicates(viewer: Viewer, query: OwnDuplicatesQuery): Promise<OwnDuplicates> {
  const agencyId = can(viewer.role, "seeEveryAgency") ? null : viewer.agencyId;
  if (!can(viewer.role, "seeEveryAgency") && !agencyId) return { matches: [] };
  const [keys] = await sql.query<Keys>(`SELECT "clearance_name"($1) AS name, "clearance_tax_id"($2) AS "taxId", "clearance_address"($3, $4) AS address`, [
    query.companyName ?? null,
    query.feinSsnNumber ?? null,
    query.streetAddress ?? null,
    query.zip ?? null,
  ]);
  const found = matchesOf(await candidates(sql, keys, query.excludeSubmissionID ?? null, agencyId)).slice(0, 5);
  const rows = await db.submission.findMany({
    where: { id: { in: found.map((m) => m.id) } },
    select: { id: true, companyName: true, firstName: true, lastName: true, createdAt: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    matches: found.map(({ id, match }) => ({
      submissionID: id,
      insuredName: insuredDisplayName(byId.get(id)!),
      reasons: match.reasons,
      createdDate: byId.get(id)!.createdAt.toISOString(),
    })),
  };
}

/** Of these submissions, the ones with a likely duplicate (same tax id, or a similar name at the same address) not yet decided. */
export async function undecidedDuplicates(submissionIds: readonly string[], client: Tx = db): Promise<Set<string>> {
  if (!submissionIds.length) return new Set();
  const rows = await readerOf(client).query<{ id: string }>(
    `SELECT s.id FROM "Submission" s
     WHERE s.id = ANY (string_to_array($1, ',')) AND (
       EXISTS (SELECT 1 FROM "Submission" o
               WHERE o."clearanceTaxId" = s."clearanceTaxId" AND o.id <> s.id
                 AND NOT EXISTS (SELECT 1 FROM "ClearanceDecision" d WHERE d."submissionId" = s.id AND d."matchedSubmissionId" = o.id))
       OR EXISTS (SELECT 1 FROM "SubmissionAddress" oa JOIN "Submission" o ON o.id = oa."submissionId"
                  WHERE oa.kind = 'physical' AND oa."submissionId" <> s.id
                    AND oa."clearanceAddress" = (SELECT sa."clearanceAddress" FROM "SubmissionAddress" sa WHERE sa."submissionId" = s.id AND sa.kind = 'physical')
                    AND similarity(o."clearanceName", s."clearanceName") >= $2
                    AND NOT EXISTS (SELECT 1 FROM "ClearanceDecision" d WHERE d."submissionId" = s.id AND d."matchedSubmissionId" = o.id)))`,
    // The ids as one text: a parameter every driver passes alike.
    [submissionIds.join(","), NAME_AT_ADDRESS_SIMILARITY],
  );
  return new Set(rows.map((r) => r.id));
}

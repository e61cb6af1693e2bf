import "server-only";
import { canSeeNote } from "@/lib/domain/notes";
import { can } from "@/lib/domain/permissions";
import { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { sql } from "../db";
import { jsonDate, jsonDateOrNull } from "../db/sql-values";
import type { SubmissionRow } from "./submission-row";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/**
 * GET /api/submission/{submissionID} in one statement, the row findSubmission
 * gives through Prisma (a test holds the two equal). The access rule is
 * submissionAccess's: a role that may see every agency ($2) sees every
 * submission, anyone else those of their agency ($3; none without one). Notes are filtered as
 * visibleNotes does ($4). Decimals travel as text, so none is rounded.
 */
const SUBMISSION_SQL = `
SELECT json_build_object(
  'submission', row_to_json(s),
  'addresses', (SELECT coalesce(json_agg(json_build_object('row', row_to_json(ad), 'latitude', ad.latitude::text, 'longitude', ad.longitude::text) ORDER BY ad.kind), '[]')
     FROM "SubmissionAddress" ad WHERE ad."submissionId" = s.id),
  'businessTypes', (SELECT coalesce(json_agg(json_build_object('row', row_to_json(sb), 'percentage', sb.percentage::text, 'businessType', row_to_json(b), 'states', coalesce(b.states, '{}')) ORDER BY b.title), '[]')
     FROM "SubmissionBusinessType" sb JOIN "BusinessType" b ON b.id = sb."businessTypeId" WHERE sb."submissionId" = s.id),
  'agent', json_build_object('id', u.id, 'firstName', u."firstName", 'lastName', u."lastName", 'email', u.email, 'phoneNumber', u."phoneNumber",
     'agency', CASE WHEN ag.id IS NULL THEN NULL ELSE json_build_object('name', ag.name) END),
  'applications', (SELECT coalesce(json_agg(json_build_object('row', row_to_json(a),
       'product', json_build_object('id', p.id, 'label', p.label, 'icon', p.icon, 'iconUrl', p."iconUrl", 'isWholesale', p."isWholesale",
          'isDirectToConsumer', p."isDirectToConsumer", 'identifier', p.identifier, 'industry', json_build_object('identifier', i.identifier),
          'carriers', (SELECT coalesce(json_agg(json_build_object('carrier', json_build_object('id', c.id, 'name', c.name)) ORDER BY pc."carrierId"), '[]')
             FROM "ProductCarrier" pc JOIN "Carrier" c ON c.id = pc."carrierId" WHERE pc."productId" = p.id),
          'appetiteRules', (SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.id), '[]') FROM "CarrierAppetiteRule" r WHERE r."productId" = p.id)),
       'renewals', (SELECT coalesce(json_agg(json_build_object('id', r.id) ORDER BY r."createdAt", r.id), '[]') FROM "Application" r WHERE r."renewedFromAppId" = a.id),
       '_count', json_build_object('documents', (SELECT count(*) FROM "Document" d WHERE d."applicationId" = a.id AND d."isActive" AND d."uploaderType" = 'Agent'))
     ) ORDER BY a."createdAt", a.id), '[]')
     FROM "Application" a JOIN "Product" p ON p.id = a."productId" JOIN "Industry" i ON i.id = p."industryId" WHERE a."submissionId" = s.id),
  'notes', (SELECT coalesce(json_agg(json_build_object('note', row_to_json(n), 'author', json_build_object('firstName', na."firstName", 'lastName', na."lastName", 'roles', coalesce(na.roles, '{}'))) ORDER BY n."createdAt", n.id), '[]')
     FROM "Note" n JOIN "User" na ON na.id = n."authorId"
     WHERE n."submissionId" = s.id AND n."entityType" = 'Submission' AND n."parentNoteId" IS NULL AND ($4 OR NOT n."isInternal"))
) AS row
FROM "Submission" s JOIN "User" u ON u.id = s."agentId" LEFT JOIN "Agency" ag ON ag.id = u."agencyId"
WHERE s.id = $1 AND ($2 OR s."agencyId" = $3)`;

type Json = Record<string, unknown>;
type Dated = Json & Record<"createdAt" | "updatedAt", string>;

interface SubmissionJson {
  submission: Dated & { dateBusinessStarted: string | null };
  addresses: { row: Json; latitude: string | null; longitude: string | null }[];
  businessTypes: { row: Json; percentage: string; businessType: Json; states: string[] }[];
  agent: SubmissionRow["agent"];
  applications: {
    row: Dated & Record<"statusChangedAt", string> & Record<"effectiveDate" | "expirationDate" | "quoteValidUntil" | "appetiteOverriddenAt", string | null>;
    product: Json & { appetiteRules: (Json & Record<"effectiveFrom" | "effectiveTo", string | null>)[] };
    renewals: Json[];
    _count: Json;
  }[];
  notes: { note: Dated; author: Json }[];
}

const decimal = (s: string | null) => (s == null ? null : new Prisma.Decimal(s));

function toRow(json: SubmissionJson): SubmissionRow {
  const s = json.submission;
  return {
    ...s,
    createdAt: jsonDate(s.createdAt),
    updatedAt: jsonDate(s.updatedAt),
    dateBusinessStarted: jsonDateOrNull(s.dateBusinessStarted),
    // Prisma reads a NULL list as empty.
    selectedIndustryIds: s.selectedIndustryIds ?? [],
    addresses: json.addresses.map(({ row, latitude, longitude }) => ({ ...row, latitude: decimal(latitude), longitude: decimal(longitude) })),
    businessTypes: json.businessTypes.map(({ row, percentage, businessType, states }) => ({
      ...row,
      percentage: decimal(percentage),
      businessType: { ...businessType, states },
    })),
    agent: json.agent,
    applications: json.applications.map(({ row, product, renewals, _count }) => ({
      ...row,
      statusChangedAt: jsonDate(row.statusChangedAt),
      createdAt: jsonDate(row.createdAt),
      updatedAt: jsonDate(row.updatedAt),
      effectiveDate: jsonDateOrNull(row.effectiveDate),
      expirationDate: jsonDateOrNull(row.expirationDate),
      quoteValidUntil: jsonDateOrNull(row.quoteValidUntil),
      appetiteOverriddenAt: jsonDateOrNull(row.appetiteOverriddenAt),
      product: {
        ...product,
        appetiteRules: product.appetiteRules.map((r) => ({ ...r, effectiveFrom: jsonDateOrNull(r.effectiveFrom), effectiveTo: jsonDateOrNull(r.effectiveTo) })),
      },
      renewals,
      _count,
    })),
    notes: json.notes.map(({ note, author }) => ({
      ...note,
      notify: note.notify ?? [],
      createdAt: jsonDate(note.createdAt),
      updatedAt: jsonDate(note.updatedAt),
      author,
    })),
  } as unknown as SubmissionRow;
}

/** The submission as findSubmission loads it, through the viewer's access rule; null when they may not see it. */
export async function readSubmission(viewer: Viewer, submissionID: string): Promise<SubmissionRow | null> {
  const [found] = await sql.query<{ row: SubmissionJson }>(SUBMISSION_SQL, [
    submissionID,
    can(viewer.role, "seeEveryAgency"),
    viewer.agencyId,
    canSeeNote(viewer.role, { isInternal: true }),
  ]);
  return found ? toRow(found.row) : null;
}

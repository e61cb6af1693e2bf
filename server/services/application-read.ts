import "server-only";
import { canSeeNote } from "@/lib/domain/notes";
import { can } from "@/lib/domain/permissions";
import type { SessionUser } from "../auth/session-user";
import { sql, type SqlReader } from "../db";
import { jsonDate, jsonDateOrNull } from "../db/sql-values";
import type { ApplicationRow } from "./application-row";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

/**
 * GET /api/applications/{appID} in one statement, the row findApplication
 * gives through Prisma (a test holds the two equal). The access rule is the
 * one of applicationAccess: a role that may see every agency ($2) sees every
 * application, anyone else those of their agency ($3; none without an agency,
 * as NULL matches nothing); documents and notes are filtered as
 * visibleDocuments and visibleNotes do ($5, $4).
 */
const APPLICATION_SQL = `
SELECT json_build_object(
  'application', row_to_json(a),
  'submission', json_build_object('companyName', s."companyName", 'firstName', s."firstName", 'lastName', s."lastName",
     'addresses', (SELECT coalesce(json_agg(json_build_object('kind', ad.kind, 'state', ad.state)), '[]') FROM "SubmissionAddress" ad
        WHERE ad."submissionId" = s.id AND ad.kind = 'physical'),
     'businessTypes', (SELECT coalesce(json_agg(json_build_object('businessType', json_build_object('naicsCode', b."naicsCode", 'isoCglCode', b."isoCglCode"))
        ORDER BY sb."businessTypeId"), '[]') FROM "SubmissionBusinessType" sb JOIN "BusinessType" b ON b.id = sb."businessTypeId" WHERE sb."submissionId" = s.id)),
  'product', row_to_json(p),
  'carriers', (SELECT coalesce(json_agg(json_build_object('link', row_to_json(pc), 'carrier', row_to_json(c)) ORDER BY pc."carrierId"), '[]')
     FROM "ProductCarrier" pc JOIN "Carrier" c ON c.id = pc."carrierId" WHERE pc."productId" = a."productId"),
  'appetiteRules', (SELECT coalesce(json_agg(row_to_json(r) ORDER BY r.id), '[]') FROM "CarrierAppetiteRule" r WHERE r."productId" = a."productId"),
  'documents', (SELECT coalesce(json_agg(row_to_json(d) ORDER BY d."createdAt", d.id), '[]') FROM "Document" d
     WHERE d."applicationId" = a.id AND d."isActive" AND ($5 OR NOT d."exclusiveToUnderwriter")),
  'notes', (SELECT coalesce(json_agg(json_build_object('note', row_to_json(n), 'author', json_build_object('firstName', u."firstName", 'lastName', u."lastName", 'roles', coalesce(u.roles, '{}'))) ORDER BY n."createdAt", n.id), '[]')
     FROM "Note" n JOIN "User" u ON u.id = n."authorId" WHERE n."applicationId" = a.id AND n."parentNoteId" IS NULL AND ($4 OR NOT n."isInternal")),
  'cancellations', (SELECT coalesce(json_agg(row_to_json(x)), '[]') FROM (SELECT * FROM "Cancellation" WHERE "applicationId" = a.id ORDER BY "createdAt" DESC, id DESC LIMIT 1) x),
  'reinstatements', (SELECT coalesce(json_agg(row_to_json(x)), '[]') FROM (SELECT * FROM "Reinstatement" WHERE "applicationId" = a.id ORDER BY "createdAt" DESC, id DESC LIMIT 1) x),
  'renewals', (SELECT coalesce(json_agg(json_build_object('id', r.id, 'submissionId', r."submissionId", 'status', r.status, 'totalCostCents', r."totalCostCents",
            'product', json_build_object('id', rp.id, 'label', rp.label, 'isWholesale', rp."isWholesale")) ORDER BY r."createdAt", r.id), '[]')
     FROM "Application" r JOIN "Product" rp ON rp.id = r."productId" WHERE r."renewedFromAppId" = a.id),
  'renewedFrom', (SELECT json_build_object('id', f.id, 'submissionId', f."submissionId", 'status', f.status, 'totalCostCents', f."totalCostCents", 'expirationDate', f."expirationDate",
            'product', json_build_object('id', fp.id, 'label', fp.label, 'isWholesale', fp."isWholesale"))
     FROM "Application" f JOIN "Product" fp ON fp.id = f."productId" WHERE f.id = a."renewedFromAppId")
) AS row
FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" JOIN "Product" p ON p.id = a."productId"
WHERE a.id = $1 AND ($2 OR s."agencyId" = $3)`;

type Json = Record<string, unknown>;
type Row = ApplicationRow;

/** The JSON of one statement, with its dates made Dates again: the shape Prisma gives. */
interface ApplicationJson {
  application: Json &
    Record<"statusChangedAt" | "createdAt" | "updatedAt", string> &
    Record<"effectiveDate" | "expirationDate" | "quoteValidUntil" | "appetiteOverriddenAt", string | null>;
  submission: Row["submission"];
  product: Json;
  carriers: { link: Json; carrier: Json }[];
  appetiteRules: (Json & Record<"effectiveFrom" | "effectiveTo", string | null>)[];
  documents: (Json & Record<"createdAt" | "updatedAt", string>)[];
  notes: { note: Json & Record<"createdAt" | "updatedAt", string>; author: Row["notes"][number]["author"] }[];
  cancellations: (Json & Record<"requestedDate" | "createdAt" | "updatedAt", string> & Record<"cancellationDate" | "cancellationSortKey", string | null>)[];
  reinstatements: (Json & Record<"requestedDate" | "createdAt" | "updatedAt", string> & { cancellationSortKey: string | null })[];
  renewals: Row["renewals"];
  renewedFrom: (Omit<NonNullable<Row["renewedFrom"]>, "expirationDate"> & { expirationDate: string | null }) | null;
}

function toRow(json: ApplicationJson): Row {
  const a = json.application;
  return {
    ...a,
    statusChangedAt: jsonDate(a.statusChangedAt),
    createdAt: jsonDate(a.createdAt),
    updatedAt: jsonDate(a.updatedAt),
    effectiveDate: jsonDateOrNull(a.effectiveDate),
    expirationDate: jsonDateOrNull(a.expirationDate),
    quoteValidUntil: jsonDateOrNull(a.quoteValidUntil),
    appetiteOverriddenAt: jsonDateOrNull(a.appetiteOverriddenAt),
    submission: json.submission,
    product: {
      ...json.product,
      linkedProductIdentifiers: json.product.linkedProductIdentifiers ?? [],
      carriers: json.carriers.map(({ link, carrier }) => ({ ...link, carrier })),
      appetiteRules: json.appetiteRules.map((r) => ({ ...r, effectiveFrom: jsonDateOrNull(r.effectiveFrom), effectiveTo: jsonDateOrNull(r.effectiveTo) })),
    },
    documents: json.documents.map((d) => ({ ...d, createdAt: jsonDate(d.createdAt), updatedAt: jsonDate(d.updatedAt) })),
    notes: json.notes.map(({ note, author }) => ({
      ...note,
      notify: note.notify ?? [],
      createdAt: jsonDate(note.createdAt),
      updatedAt: jsonDate(note.updatedAt),
      author,
    })),
    cancellations: json.cancellations.map((c) => ({
      ...c,
      requestedDate: jsonDate(c.requestedDate),
      cancellationDate: jsonDateOrNull(c.cancellationDate),
      cancellationSortKey: jsonDateOrNull(c.cancellationSortKey),
      createdAt: jsonDate(c.createdAt),
      updatedAt: jsonDate(c.updatedAt),
    })),
    reinstatements: json.reinstatements.map((r) => ({
      ...r,
      requestedDate: jsonDate(r.requestedDate),
      cancellationSortKey: jsonDateOrNull(r.cancellationSortKey),
      createdAt: jsonDate(r.createdAt),
      updatedAt: jsonDate(r.updatedAt),
    })),
    renewals: json.renewals,
    renewedFrom: json.renewedFrom && { ...json.renewedFrom, expirationDate: jsonDateOrNull(json.renewedFrom.expirationDate) },
  } as unknown as Row;
}

/** The application as findApplication loads it, through the viewer's access rule; null when they may not see it. In a transaction, pass sqlIn(tx). */
export async function readApplication(viewer: Viewer, appID: string, reader: SqlReader = sql): Promise<ApplicationRow | null> {
  const [found] = await reader.query<{ row: ApplicationJson }>(APPLICATION_SQL, [
    appID,
    can(viewer.role, "seeEveryAgency"),
    viewer.agencyId,
    canSeeNote(viewer.role, { isInternal: true }),
    can(viewer.role, "seeHiddenDocuments"),
  ]);
  return found ? toRow(found.row) : null;
}

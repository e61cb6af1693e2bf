/**
 * The work of the floors of `npm run bench:api`, shared by the bare
 * `node:http` server (bench/bare-server.ts) and the bare Next.js app's route
 * handlers (bench/bare-next-api): the same reads as the app for the same
 * requests, with the same authentication work (the API token's HS256 check,
 * its session and user read fresh, the address throttle read beside it), the
 * same access rule (the agent's agency) and the same rows and JSON fields. No
 * framework, no ORM: hand-written SQL, one statement per read where SQL
 * allows it. DATABASE_URL and NEXTAUTH_SECRET come from the environment.
 */
import { createHash, randomUUID } from "node:crypto";
import { jwtVerify } from "jose";
import pg from "pg";
import { evaluateAppetite, mayChooseCarrier, type AppetiteRuleDecision, type RiskClassCodes } from "@/lib/domain/appetite";
import { classificationLabel } from "@/lib/domain/documents";
import { statusLabel } from "@/lib/domain/statuses";
import { utcToday } from "@/lib/questionnaire/dates";
import { completionPercentage, evaluateQuestionnaire, mergeAnswerGroups, type CompanyInfoValues } from "@/lib/questionnaire/evaluate";
import { priceIndication } from "@/lib/questionnaire/rating";
import type { AnswerGroup } from "@/lib/schemas/application";
import { companyInfoFields, type Questionnaire, type RatingDefinition } from "@/lib/schemas/product-definition";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
const key = createHash("sha256").update(`api-token\0${process.env.NEXTAUTH_SECRET}`).digest();
const IDLE_DAYS = 14;

export interface Viewer {
  id: string;
  role: "Agent" | "Underwriter";
  agencyId: string | null;
}

export interface BareAnswer {
  status: number;
  body: unknown;
}

const notFound = (what: string): BareAnswer => ({ status: 404, body: { error: { code: "not_found", message: `${what} not found.` } } });
export const unauthorized: BareAnswer = { status: 401, body: { error: { code: "unauthorized", message: "Please Log In to access this page." } } };

/** A read's answer: 200 with the body, or 404 when the viewer may not see it. */
export const found = (body: unknown, what: string): BareAnswer => (body ? { status: 200, body } : notFound(what));

/** The viewer of an `Authorization` header sent from `address`, or null (401). */
export async function authenticate(authorization: string | null, address: string): Promise<Viewer | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!bearer) return null;
  let jti: string, sub: string;
  try {
    const { payload } = await jwtVerify(bearer[1], key, { algorithms: ["HS256"], requiredClaims: ["jti", "sub", "exp"] });
    jti = payload.jti!;
    sub = payload.sub!;
  } catch {
    return null;
  }
  const [session] = await Promise.all([
    pool.query(
      `SELECT u.id, u.roles, u."agencyId" FROM "AuthSession" s
         JOIN "AuthSession" p ON p.id = s."parentId" JOIN "User" u ON u.id = s."userId" LEFT JOIN "Agency" a ON a.id = u."agencyId"
        WHERE s.id = $1 AND s."userId" = $2 AND s.kind = 'api' AND s."revokedAt" IS NULL AND s."expiresAt" > now()
          AND p."revokedAt" IS NULL AND p."expiresAt" > now() AND p."lastSeenAt" > now() - make_interval(days => ${IDLE_DAYS})`,
      [jti, sub],
    ),
    pool.query(`SELECT points, expire FROM "RateLimit" WHERE key = $1`, [`bearer:address:${address}`]),
  ]);
  const row = session.rows[0];
  if (!row) return null;
  return { id: row.id, role: row.roles.includes("Underwriter") ? "Underwriter" : "Agent", agencyId: row.agencyId };
}

const definitions = new Map<
  string,
  Promise<{ questionnaire: Questionnaire; pricing: { groups: { id: string; label: string; questions: unknown }[] }; rating: RatingDefinition | null }>
>();
function definition(productId: string, version: number) {
  const k = `${productId}:${version}`;
  let d = definitions.get(k);
  if (!d) {
    d = pool
      .query(`SELECT questionnaire, pricing, rating FROM "ProductVersion" WHERE "productId" = $1 AND version = $2`, [productId, version])
      .then((r) => r.rows[0] ?? { questionnaire: { sectionGroups: [] }, pricing: { groups: [] }, rating: null });
    definitions.set(k, d);
  }
  return d;
}

const dollars = (cents: number | null) => (cents == null ? null : cents / 100);
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
// A timestamp column inside json_build_object is UTC wall-clock time without the zone.
const iso = (t: string) => new Date(`${t}Z`).toISOString();
const NOTE_JSON = `json_build_object('id', n.id, 'content', CASE WHEN n."isActive" THEN n.content END, 'category', n.category,
            'isInternal', n."isInternal", 'isActive', n."isActive", 'notify', coalesce(n.notify, '{}'), 'updatedDate', n."updatedAt",
            'author', json_build_object('firstName', u."firstName", 'lastName', u."lastName", 'role', coalesce(u.roles[1], 'Agent')))`;
const withIsoDate = <T extends { updatedDate: string }>(x: T) => ({ ...x, updatedDate: iso(x.updatedDate) });

// A product's carrier appetite rules; a date column reads as YYYY-MM-DD in JSON.
const appetiteRulesOf = (productId: string) => `(SELECT coalesce(json_agg(json_build_object('carrierId', r."carrierId", 'state', r.state,
     'naicsPrefix', r."naicsPrefix", 'isoCglCode', r."isoCglCode", 'decision', r.decision, 'reason', r.reason, 'effectiveFrom', r."effectiveFrom",
     'effectiveTo', r."effectiveTo") ORDER BY r.id), '[]') FROM "CarrierAppetiteRule" r WHERE r."productId" = ${productId})`;

interface AppetiteRuleJson {
  carrierId: string;
  state: string | null;
  naicsPrefix: string | null;
  isoCglCode: string | null;
  decision: AppetiteRuleDecision;
  reason: string;
  effectiveFrom: string | null;
  effectiveTo: string | null;
}

// The carriers' appetite for a coverage, as the app reads it (lib/domain/appetite.ts).
function appetiteOf(
  carriers: { id: string; name: string }[],
  rules: AppetiteRuleJson[],
  state: string | null,
  classCodes: RiskClassCodes,
  effective: Date | null,
) {
  const withRules = carriers.map((c) => ({ id: c.id, name: c.name, rules: rules.filter((r) => r.carrierId === c.id) }));
  return evaluateAppetite(withRules, { state, classCodes, date: day(effective) ?? utcToday() });
}

// The application with everything its answer shows, in one statement.
const APPLICATION_SQL = `
SELECT a.*, row_to_json(p) AS product, json_build_object('companyName', s."companyName", 'firstName', s."firstName", 'lastName', s."lastName") AS insured,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'thumbnailUrl', c."thumbnailUrl") ORDER BY pc."carrierId"), '[]')
     FROM "ProductCarrier" pc JOIN "Carrier" c ON c.id = pc."carrierId" WHERE pc."productId" = a."productId") AS carriers,
  (SELECT coalesce(json_agg(d ORDER BY d."createdAt", d.id), '[]') FROM "Document" d
     WHERE d."applicationId" = a.id AND d."isActive" AND ($2 OR NOT d."exclusiveToUnderwriter")) AS documents,
  (SELECT coalesce(json_agg(${NOTE_JSON} ORDER BY n."createdAt", n.id), '[]')
     FROM "Note" n JOIN "User" u ON u.id = n."authorId"
     WHERE n."applicationId" = a.id AND n."parentNoteId" IS NULL AND ($2 OR NOT n."isInternal")) AS notes,
  (SELECT row_to_json(x) FROM (SELECT id, "cancellationDate" FROM "Cancellation" WHERE "applicationId" = a.id ORDER BY "createdAt" DESC LIMIT 1) x) AS cancellation,
  (SELECT id FROM "Reinstatement" WHERE "applicationId" = a.id ORDER BY "createdAt" DESC LIMIT 1) AS "reinstatementId",
  (SELECT coalesce(json_agg(json_build_object('appID', r.id, 'submissionID', r."submissionId", 'productID', rp.id, 'productName', rp.label,
            'status', r.status, 'isWholesale', rp."isWholesale", 'totalCost', r."totalCostCents" / 100.0) ORDER BY r."createdAt"), '[]')
     FROM "Application" r JOIN "Product" rp ON rp.id = r."productId" WHERE r."renewedFromAppId" = a.id) AS renewals,
  (SELECT json_build_object('appID', f.id, 'submissionID', f."submissionId", 'productID', fp.id, 'productName', fp.label,
            'status', f.status, 'isWholesale', fp."isWholesale", 'totalCost', f."totalCostCents" / 100.0)
     FROM "Application" f JOIN "Product" fp ON fp.id = f."productId" WHERE f.id = a."renewedFromAppId") AS "renewedFrom",
  (SELECT ad.state FROM "SubmissionAddress" ad WHERE ad."submissionId" = s.id AND ad.kind = 'physical') AS "insuredState",
  (SELECT json_build_object('naics', coalesce(json_agg(b."naicsCode"), '[]'), 'isoCgl', coalesce(json_agg(b."isoCglCode"), '[]'))
     FROM "SubmissionBusinessType" sb JOIN "BusinessType" b ON b.id = sb."businessTypeId" WHERE sb."submissionId" = s.id) AS "classCodes",
  ${appetiteRulesOf(`a."productId"`)} AS "appetiteRules"
FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" JOIN "Product" p ON p.id = a."productId"
WHERE a.id = $1 AND ($2 OR s."agencyId" = $3)`;

// The pricing groups of the product version with the application's answers to each, as the app answers them.
function pricingOf(def: Awaited<ReturnType<typeof definition>>, row: { pricingAnswers: { sectionGroupID: string; answers: unknown[] }[] }) {
  return {
    groups: def.pricing.groups.map((g) => ({
      id: g.id,
      label: g.label,
      questions: g.questions,
      answers: row.pricingAnswers.find((a) => a.sectionGroupID === g.id)?.answers ?? [],
    })),
  };
}

export async function application(viewer: Viewer, appID: string) {
  const underwriter = viewer.role === "Underwriter";
  const { rows } = await pool.query(APPLICATION_SQL, [appID, underwriter, viewer.agencyId]);
  const row = rows[0];
  if (!row) return null;
  const def = await definition(row.productId, row.productVersion);
  const insuredName = row.insured.companyName?.trim() || `${row.insured.firstName ?? ""} ${row.insured.lastName ?? ""}`.trim();
  const pricing = pricingOf(def, row);
  const appetite = appetiteOf(row.carriers, row.appetiteRules, row.insuredState, row.classCodes, row.effectiveDate);
  const overridden = row.appetiteOverriddenAt !== null;
  return {
    appID: row.id,
    submissionID: row.submissionId,
    status: row.status,
    statusDisplayValue: statusLabel(row.status),
    statusID: row.statusId,
    productID: row.productId,
    productName: row.product.label,
    product: {
      id: row.product.id,
      name: row.product.label,
      iconUrl: row.product.iconUrl,
      isWholesale: row.product.isWholesale,
      isDirectToConsumer: row.product.isDirectToConsumer,
      version: row.productVersion,
      identifier: row.product.identifier,
      industryID: row.product.industryId,
    },
    carriers: {
      selectedCarrierID: row.selectedCarrierId,
      options: row.carriers.flatMap((c: { id: string; name: string; thumbnailUrl: string | null }) => {
        const verdict = appetite.carriers.find((x) => x.carrierID === c.id)!;
        if (!mayChooseCarrier(verdict.decision, { alreadyChosen: c.id === row.selectedCarrierId, overridden })) return [];
        return [
          {
            ...c,
            cost: c.id === row.selectedCarrierId ? dollars(row.totalCostCents) : null,
            pricing: c.id === row.selectedCarrierId ? pricing : null,
            appetite: verdict.decision,
            appetiteReasons: verdict.reasons,
          },
        ];
      }),
    },
    appetite: {
      decision: appetite.decision,
      reasons: appetite.reasons,
      decisionAtSubmit: row.appetiteDecision,
      override: overridden ? { byUserID: row.appetiteOverriddenById, at: row.appetiteOverriddenAt.toISOString() } : null,
    },
    pricing,
    sectionGroups: def.questionnaire.sectionGroups.map((g) => ({
      id: g.id,
      label: g.label,
      status: row.sectionGroupStatuses[g.id] ?? "NotStarted",
      sections: g.sections,
    })),
    answerGroups: row.answerGroups,
    documents: row.documents.map((d: Record<string, string>) => ({
      id: d.id,
      appID: d.applicationId,
      submissionID: row.submissionId,
      filename: d.filename,
      mimeType: d.mimeType,
      sizeBytes: d.sizeBytes,
      category: d.category,
      classification: d.classification,
      classificationDisplayValue: classificationLabel(d.classification),
      exclusiveToUnderwriter: d.exclusiveToUnderwriter,
      cancellationID: d.cancellationId,
      reinstatementID: d.reinstatementId,
      isActive: d.isActive,
      uploaderName: d.uploaderName,
      uploaderType: d.uploaderType,
      uploadedAt: iso(d.createdAt),
      updatedDate: iso(d.updatedAt),
      createdDate: iso(d.createdAt),
      url: `/api/documents/${d.id}/file`,
      productName: row.product.label,
      productIconUrl: row.product.iconUrl,
      insuredName,
    })),
    notes: row.notes.map(withIsoDate),
    effectiveDate: day(row.effectiveDate),
    quoteValidUntil: day(row.quoteValidUntil),
    expirationDate: day(row.expirationDate),
    policyNo: row.policyNo,
    totalCost: dollars(row.totalCostCents),
    updatedDate: row.updatedAt.toISOString(),
    isFlaggedForManualReview: row.isFlaggedForManualReview,
    isFlaggedForRenewal: row.isFlaggedForRenewal,
    isDeclineAcknowledged: row.isDeclineAcknowledged,
    completionPercentage: row.completionPercentage,
    questionsToReview: row.reviewQuestionKeys,
    cancellationID: row.cancellation?.id ?? null,
    cancellationDate: row.cancellation?.cancellationDate?.slice(0, 10) ?? null,
    reinstatementID: row.reinstatementId,
    priceIndication: {
      basePremium: dollars(row.basePremiumCents),
      totalPremium: dollars(row.totalPremiumCents),
      carriers: (row.priceIndicationCarriers ?? []).map(
        ({ premiumCents, ...c }: { id: string; name: string; thumbnailUrl: string | null; premiumCents: number }) => ({ ...c, premium: dollars(premiumCents) }),
      ),
    },
    priceIndicationSeen: row.priceIndicationSeen,
    priceIndicationReady: row.priceIndicationReady,
    renewedFromAppID: row.renewedFromAppId,
    linkedCoverages: { renewals: row.renewals, renewedFrom: row.renewedFrom },
  };
}

// The first page of the submission list, newest first, with each submission's coverages.
const SUBMISSIONS_SQL = `
SELECT s.id, s.status, s."companyName", s."firstName", s."lastName", s."updatedAt", ag."firstName" AS "agentFirst", ag."lastName" AS "agentLast",
  (SELECT coalesce(json_agg(json_build_object('appID', a.id, 'productID', p.id, 'productName', p.label, 'icon', p.icon, 'iconUrl', p."iconUrl",
            'isWholesale', p."isWholesale", 'status', a.status, 'renewedFromAppID', a."renewedFromAppId", 'updatedDate', a."updatedAt") ORDER BY a."createdAt", a.id), '[]')
     FROM "Application" a JOIN "Product" p ON p.id = a."productId" WHERE a."submissionId" = s.id) AS coverages
FROM "Submission" s JOIN "User" ag ON ag.id = s."agentId"
WHERE ($1 OR s."agencyId" = $2)
ORDER BY s."updatedAt" DESC, s.id ASC LIMIT 21`;

export async function submissions(viewer: Viewer) {
  const { rows } = await pool.query(SUBMISSIONS_SQL, [viewer.role === "Underwriter", viewer.agencyId]);
  return {
    submissions: rows.slice(0, 20).map((r) => ({
      submissionID: r.id,
      insuredName: r.companyName?.trim() || `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim(),
      status: r.status,
      updatedDate: r.updatedAt.toISOString(),
      agent: { fullName: `${r.agentFirst} ${r.agentLast}`.trim() },
      coverages: r.coverages.map((c: { status: string; updatedDate: string }) => ({ ...withIsoDate(c), statusDisplayValue: statusLabel(c.status) })),
    })),
    nextCursor: rows.length > 20 ? Buffer.from(`${rows[19].updatedAt.toISOString()}|${rows[19].id}`).toString("base64url") : null,
  };
}

// One submission with its insured, addresses, business types, agent, coverages and notes.
const SUBMISSION_SQL = `
SELECT s.*, json_build_object('id', u.id, 'fullName', u."firstName" || ' ' || u."lastName", 'email', u.email, 'phoneNumber', u."phoneNumber", 'agencyName', ag.name) AS agent,
  (SELECT coalesce(json_agg(json_build_object('kind', ad.kind, 'streetAddress', ad."streetAddress", 'aptSuite', ad."aptSuite", 'city', ad.city, 'state', ad.state,
            'zip', ad.zip, 'latitude', ad.latitude, 'longitude', ad.longitude, 'isManuallyEntered', ad."isManuallyEntered")), '[]')
     FROM "SubmissionAddress" ad WHERE ad."submissionId" = s.id) AS addresses,
  (SELECT coalesce(json_agg(json_build_object('id', b.id, 'title', b.title, 'description', b.description,
            'codes', json_build_array(json_build_object('code', b."naicsCode", 'label', 'NAICS'), json_build_object('code', b."isoCglCode", 'label', 'ISO CGL'),
              json_build_object('code', b."sicCode", 'label', 'SIC')),
            'value', sb.percentage) ORDER BY b.title), '[]')
     FROM "SubmissionBusinessType" sb JOIN "BusinessType" b ON b.id = sb."businessTypeId" WHERE sb."submissionId" = s.id) AS "businessTypes",
  (SELECT coalesce(json_agg(json_build_object('appID', a.id, 'productID', p.id, 'productName', p.label, 'productIdentifier', p.identifier,
            'industryIdentifier', i.identifier, 'icon', p.icon, 'iconUrl', p."iconUrl", 'isWholesale', p."isWholesale", 'isDirectToConsumer', p."isDirectToConsumer",
            'status', a.status, 'totalCost', a."totalCostCents" / 100.0, 'policyNo', a."policyNo", 'expirationDate', a."expirationDate", 'updatedDate', a."updatedAt", 'renewedFromAppID', a."renewedFromAppId",
            'renewalAppIDs', (SELECT coalesce(json_agg(r.id ORDER BY r."createdAt", r.id), '[]') FROM "Application" r WHERE r."renewedFromAppId" = a.id),
            'isDeclineAcknowledged', a."isDeclineAcknowledged", 'effectiveDate', a."effectiveDate", 'overridden', a."appetiteOverriddenAt" IS NOT NULL,
            'carriers', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY pc."carrierId"), '[]')
               FROM "ProductCarrier" pc JOIN "Carrier" c ON c.id = pc."carrierId" WHERE pc."productId" = p.id),
            'appetiteRules', ${appetiteRulesOf("p.id")}) ORDER BY a."createdAt", a.id), '[]')
     FROM "Application" a JOIN "Product" p ON p.id = a."productId" JOIN "Industry" i ON i.id = p."industryId" WHERE a."submissionId" = s.id) AS coverages,
  EXISTS (SELECT 1 FROM "Application" a JOIN "Document" d ON d."applicationId" = a.id
     WHERE a."submissionId" = s.id AND d."isActive" AND d."uploaderType" = 'Agent') AS "isDocumentUploaded",
  (SELECT coalesce(json_agg(${NOTE_JSON} ORDER BY n."createdAt", n.id), '[]')
     FROM "Note" n JOIN "User" u ON u.id = n."authorId" WHERE n."submissionId" = s.id AND n."entityType" = 'Submission' AND n."parentNoteId" IS NULL AND ($2 OR NOT n."isInternal")) AS notes
FROM "Submission" s JOIN "User" u ON u.id = s."agentId" LEFT JOIN "Agency" ag ON ag.id = u."agencyId"
WHERE s.id = $1 AND ($2 OR s."agencyId" = $3)`;

interface AddressJson {
  kind: string;
  streetAddress: string;
  aptSuite: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  isManuallyEntered: boolean;
}

function address(a: AddressJson | undefined) {
  if (!a) return null;
  const { streetAddress, aptSuite, city, state, zip, latitude, longitude, isManuallyEntered } = a;
  return { streetAddress, aptSuite, city, state, zip, coordinates: latitude != null && longitude != null ? { latitude, longitude } : null, isManuallyEntered };
}

export async function submission(viewer: Viewer, id: string) {
  const { rows } = await pool.query(SUBMISSION_SQL, [id, viewer.role === "Underwriter", viewer.agencyId]);
  const r = rows[0];
  if (!r) return null;
  const physical = address(r.addresses.find((a: AddressJson) => a.kind === "physical"));
  type Coverage = {
    productID: string;
    status: string;
    updatedDate: string;
    effectiveDate: string | null;
    overridden: boolean;
    carriers: { id: string; name: string }[];
    appetiteRules: AppetiteRuleJson[];
  };
  const codes = (label: string) => r.businessTypes.map((b: { codes: { code: string; label: string }[] }) => b.codes.find((c) => c.label === label)!.code);
  const classCodes = { naics: codes("NAICS"), isoCgl: codes("ISO CGL") };
  return {
    submissionID: r.id,
    status: r.status,
    updatedDate: r.updatedAt.toISOString(),
    agent: r.agent,
    companyInfo: {
      infoStatus: r.infoStatus,
      isDocumentUploaded: r.isDocumentUploaded,
      isFormCompleted: r.isFormCompleted,
      isBusinessTypeSubmitted: r.isBusinessTypeSubmitted,
      insuredType: r.insuredType,
      companyName: r.companyName,
      dba: r.dba,
      firstName: r.firstName,
      lastName: r.lastName,
      emailAddress: r.emailAddress,
      phoneNumber: r.phoneNumber,
      websiteUrl: r.websiteUrl,
      entityType: r.entityType,
      feinSsnNumber: r.feinSsnNumber,
      dateBusinessStarted: day(r.dateBusinessStarted),
      yearsOfExp: r.yearsOfExp,
      description: r.description,
      physicalAddress: physical,
      mailingAddress: r.isMailingSameAsPhysical ? physical : address(r.addresses.find((a: AddressJson) => a.kind === "mailing")),
      isMailingSameAsPhysical: r.isMailingSameAsPhysical,
      selectedIndustryIDs: r.selectedIndustryIds ?? [],
      selectedCoverageIDs: [...new Set(r.coverages.map((c: Coverage) => c.productID))],
      businessTypeValues: r.businessTypes,
    },
    coverages: r.coverages.map(({ effectiveDate, overridden, carriers, appetiteRules, ...c }: Coverage) => {
      const appetite = appetiteOf(carriers, appetiteRules, physical?.state ?? null, classCodes, effectiveDate ? new Date(`${effectiveDate}T00:00:00Z`) : null);
      return { ...withIsoDate(c), statusDisplayValue: statusLabel(c.status), appetite: { decision: appetite.decision, reasons: appetite.reasons, overridden } };
    }),
    notes: r.notes.map(withIsoDate),
  };
}

// The application an agent saves answers on, with what the question engine and the rating read and what the answer shows.
const SAVE_READ_SQL = `
SELECT a.*, row_to_json(s) AS submission,
  (SELECT state FROM "SubmissionAddress" WHERE "submissionId" = s.id AND kind = 'physical') AS state,
  (SELECT coalesce(json_agg(json_build_object('naicsCode', b."naicsCode", 'percentage', sb.percentage)), '[]')
     FROM "SubmissionBusinessType" sb JOIN "BusinessType" b ON b.id = sb."businessTypeId" WHERE sb."submissionId" = s.id) AS classes,
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'thumbnailUrl', c."thumbnailUrl", 'factorBps', pc."factorBps") ORDER BY pc."carrierId"), '[]')
     FROM "ProductCarrier" pc JOIN "Carrier" c ON c.id = pc."carrierId" WHERE pc."productId" = a."productId") AS carriers,
  (SELECT coalesce(json_agg(${NOTE_JSON} ORDER BY n."createdAt", n.id), '[]')
     FROM "Note" n JOIN "User" u ON u.id = n."authorId"
     WHERE n."applicationId" = a.id AND n."parentNoteId" IS NULL AND ($2 OR NOT n."isInternal")) AS notes,
  (SELECT row_to_json(x) FROM (SELECT id, "cancellationDate" FROM "Cancellation" WHERE "applicationId" = a.id ORDER BY "createdAt" DESC, id DESC LIMIT 1) x) AS cancellation
FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId"
WHERE a.id = $1 AND ($2 OR s."agencyId" = $3)`;

// One statement, guarded by the updatedDate read, naming its author for the audit trail in its own implicit transaction.
const SAVE_SQL = `
WITH actor AS MATERIALIZED (SELECT set_config('app.actor_id', $9, true), set_config('app.request_id', $10, true))
UPDATE "Application" SET "answerGroups" = $3, "sectionGroupStatuses" = $4, "completionPercentage" = $5, "basePremiumCents" = $6, "totalPremiumCents" = $7,
  "priceIndicationCarriers" = $8, "priceIndicationReady" = true, "updatedAt" = now()
FROM actor WHERE id = $1 AND "updatedAt" = $2::timestamp RETURNING "updatedAt"`;

/**
 * PATCH /api/applications/{appID} as an agent saving answers on an InProgress
 * application: the same checks (access, the updatedDate it is based on,
 * answers valid), the same engine and rating from lib/, the same columns
 * written in one guarded statement that names its author for the audit trail,
 * and the same answer. Other kinds of write are not served.
 */
export async function saveAnswers(
  viewer: Viewer,
  appID: string,
  body: { updatedDate?: string; answerType?: string; answers?: AnswerGroup[] },
): Promise<BareAnswer> {
  const underwriter = viewer.role === "Underwriter";
  if (!body.updatedDate || !body.answers || (body.answerType ?? "general") !== "general" || underwriter)
    return { status: 422, body: { error: { code: "unprocessable", message: "Not served." } } };
  const { rows } = await pool.query(SAVE_READ_SQL, [appID, underwriter, viewer.agencyId]);
  const row = rows[0];
  if (!row) return notFound("Application");
  if (row.status !== "InProgress") return { status: 409, body: { error: { code: "conflict", message: "Not served." } } };
  const stale = {
    status: 409,
    body: { error: { code: "conflict", message: "This application was changed by someone else since you loaded it. Reload it to see the changes." } },
  };
  if (new Date(body.updatedDate).getTime() !== row.updatedAt.getTime()) return stale;
  const def = await definition(row.productId, row.productVersion);
  const companyInfo: CompanyInfoValues = {};
  for (const field of companyInfoFields) companyInfo[field] = row.submission[field];
  const evaluation = evaluateQuestionnaire({
    questionnaire: def.questionnaire,
    answerGroups: mergeAnswerGroups(row.answerGroups, body.answers),
    companyInfo,
    validation: { today: utcToday(), dateToleranceDays: 1 },
  });
  const sent = new Set(body.answers.map((g) => g.sectionGroupID));
  if (evaluation.issues.some((i) => i.kind === "invalid" && sent.has(i.sectionGroupID)))
    return { status: 422, body: { error: { code: "unprocessable", message: "Some answers are not valid." } } };
  const classes = row.classes.map((c: { naicsCode: string; percentage: string }) => ({ naicsCode: c.naicsCode, percentage: Number(c.percentage) }));
  const indication = def.rating
    ? priceIndication({ rating: def.rating, exposure: evaluation.value(def.rating.exposureQuestionKey), state: row.state, classes, carriers: row.carriers })
    : null;
  const saved = await pool.query(SAVE_SQL, [
    appID,
    row.updatedAt.toISOString().slice(0, 23),
    JSON.stringify(evaluation.answerGroups),
    JSON.stringify(evaluation.statuses),
    completionPercentage(evaluation.statuses),
    indication?.basePremiumCents ?? row.basePremiumCents,
    indication?.totalPremiumCents ?? row.totalPremiumCents,
    JSON.stringify(indication?.carriers ?? row.priceIndicationCarriers),
    viewer.id,
    randomUUID(),
  ]);
  if (!saved.rowCount) return stale;
  const pricing = pricingOf(def, row);
  return {
    status: 200,
    body: {
      appID: row.id,
      status: row.status,
      statusID: row.statusId,
      notes: row.notes.map(withIsoDate),
      isFlaggedForManualReview: row.isFlaggedForManualReview,
      cancellationID: row.cancellation?.id ?? null,
      cancellationDate: row.cancellation?.cancellationDate?.slice(0, 10) ?? null,
      pricing,
      selectedCarrierID: row.selectedCarrierId,
      totalCost: dollars(row.totalCostCents),
      policyNo: row.policyNo,
      sectionGroups: def.questionnaire.sectionGroups.map((g) => ({ id: g.id, status: evaluation.statuses[g.id] ?? "NotStarted" })),
      priceIndicationSeen: row.priceIndicationSeen,
      updatedDate: saved.rows[0].updatedAt.toISOString(),
    },
  };
}

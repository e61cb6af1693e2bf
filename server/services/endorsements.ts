import "server-only";
import { centsToDollars, POLICY_COST_MAX_CENTS, POLICY_COST_TOO_HIGH } from "@/lib/domain/costs";
import { isWithinTerm, outsideTermMessage } from "@/lib/domain/cancellations";
import { WORKERS_COMP_INDUSTRY } from "@/lib/domain/company-info";
import {
  applyChanges,
  endorsableCompanyFields,
  outOfSequence,
  policyAsOf,
  sharedChanges,
  staleChanges,
  type EndorsableCompanyField,
  type EndorsementChanges,
  type PolicyState,
} from "@/lib/domain/endorsement-changes";
import {
  canAddEndorsement,
  endorsementActions,
  endorsementStatuses,
  endorsementStatusLabel,
  canEditEndorsementCost,
  canSetEndorsementStatus,
  endorsementTabs,
  endorsementTotalCents,
} from "@/lib/domain/endorsements";
import { COUNT_CAP } from "@/lib/domain/counts";
import { can } from "@/lib/domain/permissions";
import { isEndorsable } from "@/lib/questionnaire/endorsable";
import { groupQuestions } from "@/lib/questionnaire/evaluate";
import { businessTypeValuesSchema } from "@/lib/schemas/business-types";
import { makeCompanyInfoSchema } from "@/lib/schemas/company-info";
import type { Questionnaire } from "@/lib/schemas/product-definition";
import {
  endorsementListCursors,
  type ApiEndorsement,
  type EndorsementChangeSet,
  type EndorsementCounts,
  type EndorsementCountsQuery,
  type EndorsementCreate,
  type EndorsementListQuery,
  type EndorsementPage,
  type EndorsementPricing,
  type EndorsementStatusHistory,
  type EndorsementStatusPatch,
  type PolicyAsOf,
} from "@/lib/schemas/endorsements";
import type { Flags } from "@/lib/flags";
import type { Prisma } from "../generated/prisma/client";
import { db, sqlIn, type Tx } from "../db";
import { AppError, forbidden, notFound, type FieldErrors } from "../errors";
import { productDefinition } from "./product-definitions";
import { appendRecordHistory } from "./record-history";
import { businessTypeCodes } from "./catalog";
import { answerGroupsOf, changesOf, insuredSelect, policyState, writeInsured, type AddressValue, type InsuredRow } from "./endorsement-policy";
import { cannotWhile, day, listWhere, loadPolicy, policySelect, recordFreshness, recordListWhere, type PolicyRow, type Viewer } from "./policy-records";
import { answerContext, assertAnswersFitGroups, evaluateAnswers, evaluationData, fieldErrors } from "./questionnaire-answers";
import { assertFresh, updateIfFresh } from "./freshness";
import { requestGeneratedDocument, wakeDocumentGeneration } from "../documents/generation";
import { commitApplicationUpdate, lockSubmission } from "./status-change";
import { insuredDisplayName } from "@/lib/domain/insured";
import { roles, roleWithArticle, type Role } from "@/lib/domain/roles";
import { keysetList } from "./keyset";
import { assertActionOn } from "../flags/action-flags";

const include = {
  application: { select: { ...policySelect, productId: true } },
  updatedBy: { select: { firstName: true, lastName: true } },
} satisfies Prisma.EndorsementInclude;
type EndorsementRow = Prisma.EndorsementGetPayload<{ include: typeof include }>;

type StoredCompanyChange = { label: string; value: unknown; prevValue: unknown };
type StoredBusinessTypeChange = { id: string; title: string; description: string; codes: unknown; value: number | null; prevValue: number | null };
type StoredAnswerGroup = {
  sectionGroupID: string;
  sectionGroupLabel: string;
  questions: { source: string; label: string; type: string; options: unknown; value: unknown; prevValue: unknown }[];
};

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const toCents = (value: number) => Math.round(value * 100);

function totalCents(row: Pick<EndorsementRow, "totalPremiumCents" | "stateTaxCents" | "underwriterFeeCents">) {
  return endorsementTotalCents(row);
}

/** An endorsement as the API answers it (spec 3 §3): every change carries the endorsement's effective date. */
function toApiEndorsement(row: EndorsementRow): ApiEndorsement {
  const app = row.application;
  const effectiveDate = day(row.effectiveDate)!;
  const companyInfo = row.companyInfoChanges as Record<string, StoredCompanyChange>;
  return {
    id: row.id,
    appID: app.id,
    submissionID: app.submissionId,
    productID: app.productId,
    productLabel: app.product.label,
    productIconUrl: app.product.iconUrl,
    insuredName: insuredDisplayName(app.submission),
    policyNo: app.policyNo,
    status: row.status,
    createdDate: row.createdAt.toISOString(),
    boundDate: row.boundDate ? row.boundDate.toISOString() : null,
    updatedDate: row.updatedAt.toISOString(),
    updatedByUsername: fullName(row.updatedBy),
    effectiveDate,
    policyEffectiveDate: day(app.effectiveDate),
    policyExpirationDate: day(app.expirationDate),
    pricing: {
      totalPremium: centsToDollars(row.totalPremiumCents),
      stateTax: centsToDollars(row.stateTaxCents),
      underwriterFee: centsToDollars(row.underwriterFeeCents),
      totalCost: centsToDollars(totalCents(row)),
    },
    companyInfo: Object.fromEntries(Object.entries(companyInfo).map(([field, c]) => [field, { ...c, effectiveDate }])),
    businessTypeValues: (row.businessTypeChanges as StoredBusinessTypeChange[]).map((b) => ({ ...b, effectiveDate })),
    applicationAnswer: (row.answerChanges as StoredAnswerGroup[]).map((g) => ({ ...g, questions: g.questions.map((q) => ({ ...q, effectiveDate })) })),
  };
}

async function findEndorsement(tx: Tx, viewer: Viewer, id: string): Promise<EndorsementRow> {
  const row = await tx.endorsement.findFirst({ where: { id, application: listWhere(viewer, {}) }, include });
  if (!row) throw notFound("Endorsement");
  return row;
}

const unprocessable = (message: string, fields: FieldErrors) => new AppError("unprocessable", message, fields);

function termOf(app: PolicyRow) {
  const effectiveDate = day(app.effectiveDate);
  const expirationDate = day(app.expirationDate);
  return effectiveDate && expirationDate ? { effectiveDate, expirationDate } : null;
}

function assertWithinTerm(app: PolicyRow, date: string, field: string, what: string) {
  const term = termOf(app);
  if (!term) throw new AppError("conflict", "This policy has no term to endorse.", undefined, { currentStatus: app.status });
  if (!isWithinTerm(date, term)) {
    const message = outsideTermMessage(what, term);
    throw unprocessable(message, { [field]: [message] });
  }
}

async function loadInsured(tx: Tx, submissionId: string): Promise<InsuredRow> {
  return tx.submission.findUniqueOrThrow({ where: { id: submissionId }, select: insuredSelect });
}

/** A policy's company info as the insured form's schema reads it. */
function companyInfoInput(insured: InsuredRow, state: PolicyState) {
  const info = state.companyInfo;
  return {
    insuredType: insured.insuredType,
    companyName: info.companyName as string | null,
    dba: info.dba as string | null,
    firstName: info.firstName as string | null,
    lastName: info.lastName as string | null,
    emailAddress: info.emailAddress as string | null,
    phoneNumber: info.phoneNumber as string | null,
    websiteUrl: info.websiteUrl as string | null,
    entityType: info.entityType as string | null,
    feinSsnNumber: info.feinSsnNumber as string | null,
    dateBusinessStarted: info.dateBusinessStarted as string | null,
    yearsOfExp: info.yearsOfExp as number | string | null,
    description: info.description as string | null,
    physicalAddress: info.physicalAddress as AddressValue | null,
    isMailingSameAsPhysical: info.isMailingSameAsPhysical !== false,
    mailingAddress: info.mailingAddress as AddressValue | null,
    selectedIndustryIDs: insured.selectedIndustryIds,
  };
}

/**
 * Company info after the changes, through the insured form's schema; returns the normalized new values of the
 * changed fields. Refused: what the changes make invalid, on a changed field or on another they bear on (the mailing
 * address a change of "same as physical" asks for, the name a change of entity type asks for). What the policy
 * already held that the form would refuse today is no change's fault, and stays.
 */
async function checkCompanyInfo(
  tx: Tx,
  insured: InsuredRow,
  live: PolicyState,
  after: PolicyState,
  changed: EndorsableCompanyField[],
  fieldOf: (field: string) => string,
) {
  if (!changed.length) return {};
  const industries = await tx.industry.findMany({ where: { id: { in: insured.selectedIndustryIds } }, select: { identifier: true } });
  const schema = makeCompanyInfoSchema({ feinRequired: industries.some((i) => i.identifier === WORKERS_COMP_INDUSTRY) });
  const result = schema.safeParse(companyInfoInput(insured, after));
  if (!result.success) {
    const issueKey = (issue: { path: PropertyKey[]; message: string }) => `${issue.path.join(".")}\0${issue.message}`;
    const held = schema.safeParse(companyInfoInput(insured, live));
    const known = new Set(held.success ? [] : held.error.issues.map(issueKey));
    const fields: FieldErrors = {};
    for (const issue of result.error.issues) {
      if (!changed.includes(String(issue.path[0]) as EndorsableCompanyField) && known.has(issueKey(issue))) continue;
      (fields[fieldOf(issue.path.join("."))] ??= []).push(issue.message);
    }
    if (Object.keys(fields).length) throw unprocessable("Some changes are not valid.", fields);
    return {};
  }
  const normalized = result.data as unknown as Record<string, unknown>;
  const address = (a: unknown) => {
    if (!a) return null;
    const { streetAddress, aptSuite, city, state, zip } = a as AddressValue;
    return { streetAddress, aptSuite, city, state, zip };
  };
  return Object.fromEntries(
    changed.map((field) => [field, field === "physicalAddress" || field === "mailingAddress" ? address(normalized[field]) : (normalized[field] ?? null)]),
  ) as Partial<Record<EndorsableCompanyField, unknown>>;
}

/** Business types after the changes: the form's rules (shares add up to 100) and only types this coverage offers. */
async function checkBusinessTypes(tx: Tx, app: PolicyRow & { productId: string }, after: PolicyState, changedIds: string[], field: string) {
  if (!changedIds.length) return new Map<string, { title: string; description: string; codes: unknown }>();
  const rows = Object.entries(after.businessTypes).map(([id, value]) => ({ id, value }));
  const result = businessTypeValuesSchema.safeParse(rows);
  if (!result.success) throw unprocessable("The business types are not valid.", { [field]: [...new Set(result.error.issues.map((i) => i.message))] });
  const known = await tx.businessType.findMany({ where: { id: { in: changedIds }, products: { some: { productId: app.productId } } } });
  const byId = new Map(known.map((b) => [b.id, { title: b.title, description: b.description, codes: businessTypeCodes(b) }]));
  const unknown = changedIds.filter((id) => !byId.has(id));
  if (unknown.length)
    throw unprocessable("This business type is not available for this coverage.", { [field]: ["This business type is not available for this coverage."] });
  return byId;
}

const NOT_CHANGEABLE = "This question cannot be changed by endorsement.";

/** Answers name questions of their group that the product marks endorsable (not calculated, not read-only), each once. */
function assertChangeableQuestions(questionnaire: Questionnaire, set: EndorsementChangeSet, index: number) {
  const groups = set.applicationAnswers.map((g) => ({
    sectionGroupID: g.sectionGroupID,
    answers: g.answers.map((a) => ({ source: a.source, value: a.value })),
  }));
  const unknownGroups = groups.filter((g) => !questionnaire.sectionGroups.some((d) => d.id === g.sectionGroupID));
  if (unknownGroups.length) {
    throw unprocessable(`Unknown section group: ${unknownGroups.map((g) => g.sectionGroupID).join(", ")}.`, {
      [`endorsements.${index}.applicationAnswers`]: ["Unknown section group."],
    });
  }
  assertAnswersFitGroups(questionnaire, groups);
  const fields: FieldErrors = {};
  for (const group of groups) {
    const questions = groupQuestions(questionnaire.sectionGroups.find((d) => d.id === group.sectionGroupID)!);
    for (const a of group.answers) {
      if (!isEndorsable(questions.find((q) => q.questionKey === a.source)!))
        fields[`endorsements.${index}.answers.${group.sectionGroupID}.${a.source}`] = [NOT_CHANGEABLE];
    }
  }
  if (Object.keys(fields).length) throw unprocessable("Some answers are not valid.", fields);
}

interface PreparedSet {
  set: EndorsementChangeSet;
  companyInfo: Record<string, StoredCompanyChange>;
  businessTypes: StoredBusinessTypeChange[];
  answers: StoredAnswerGroup[];
}

/**
 * Checks every change against the policy as it is: previous values that no
 * longer match are 409 (someone changed it meanwhile); the new values go
 * through the same rules as the original application (the insured form's
 * schema, the business type rules, the question engine on visible questions).
 */
async function prepareChanges(
  tx: Tx,
  app: PolicyRow & { productId: string; productVersion: number; answerGroups: unknown },
  body: EndorsementCreate,
): Promise<PreparedSet[]> {
  const insured = await loadInsured(tx, app.submissionId);
  const live = policyState(insured, app);
  const asChanges = (set: EndorsementChangeSet): EndorsementChanges => ({
    companyInfo: set.companyInfo as EndorsementChanges["companyInfo"],
    businessTypes: set.businessTypeValues,
    answers: set.applicationAnswers.map((g) => ({ sectionGroupID: g.sectionGroupID, questions: g.answers })),
    totalCostCents: null,
  });
  const definition = await productDefinition(app.productId, app.productVersion, tx);
  const questionnaire = definition.questionnaire;
  body.endorsements.forEach((set, index) => assertChangeableQuestions(questionnaire, set, index));
  const stale = body.endorsements.flatMap((set) => staleChanges(live, asChanges(set)));
  if (stale.length) {
    throw new AppError(
      "conflict",
      "The policy was changed by someone else since this endorsement was drafted. Reload it and draft the changes again.",
      undefined,
      { stale },
    );
  }
  const after = body.endorsements.reduce((state, set) => applyChanges(state, asChanges(set), "forward"), live);

  const context = await answerContext(sqlIn(tx), app.submissionId);
  const before = evaluateAnswers(questionnaire, answerGroupsOf(live.answers), context, true);
  const evaluation = evaluateAnswers(questionnaire, answerGroupsOf(after.answers), context, true);
  const known = new Set(before.issues.map((i) => `${i.sectionGroupID}.${i.questionKey}`));

  const prepared: PreparedSet[] = [];
  for (const [index, set] of body.endorsements.entries()) {
    const at = (path: string) => `endorsements.${index}.${path}`;
    assertWithinTerm(app, set.effectiveDate, at("effectiveDate"), "The effective date");
    const changedFields = Object.keys(set.companyInfo) as EndorsableCompanyField[];
    const normalized = await checkCompanyInfo(tx, insured, live, after, changedFields, (path) => at(`companyInfo.${path}`));
    const companyInfo = Object.fromEntries(
      changedFields.map((field) => [
        field,
        {
          label: endorsableCompanyFields[field],
          value: normalized[field] ?? set.companyInfo[field]!.value ?? null,
          prevValue: live.companyInfo[field] ?? null,
        },
      ]),
    );
    const details = await checkBusinessTypes(
      tx,
      app,
      after,
      set.businessTypeValues.map((b) => b.id),
      at("businessTypeValues"),
    );
    const businessTypes = set.businessTypeValues.map((b) => ({ id: b.id, ...details.get(b.id)!, value: b.value, prevValue: live.businessTypes[b.id] ?? null }));

    const answers: StoredAnswerGroup[] = [];
    for (const group of set.applicationAnswers) {
      const definitionGroup = questionnaire.sectionGroups.find((d) => d.id === group.sectionGroupID)!;
      const questions = groupQuestions(definitionGroup);
      const stored = evaluation.answerGroups.find((g) => g.sectionGroupID === group.sectionGroupID);
      const changedHere = new Set(group.answers.map((a) => a.source));
      const fields: FieldErrors = {};
      for (const a of group.answers) {
        if (!evaluation.isVisible(a.source)) fields[at(`answers.${group.sectionGroupID}.${a.source}`)] = [NOT_CHANGEABLE];
      }
      const issues = evaluation.issues.filter(
        (i) => i.sectionGroupID === group.sectionGroupID && (changedHere.has(i.questionKey) || !known.has(`${i.sectionGroupID}.${i.questionKey}`)),
      );
      for (const [path, messages] of Object.entries(fieldErrors(issues))) fields[at(path)] = messages;
      if (Object.keys(fields).length) throw unprocessable("Some answers are not valid.", fields);
      answers.push({
        sectionGroupID: group.sectionGroupID,
        sectionGroupLabel: definitionGroup.label,
        questions: group.answers.map((a) => {
          const question = questions.find((q) => q.questionKey === a.source)!;
          return {
            source: a.source,
            label: question.label,
            type: question.type,
            options: question.options ?? null,
            value: stored?.answers.find((s) => s.source === a.source)?.value ?? null,
            prevValue: live.answers[group.sectionGroupID]?.[a.source] ?? null,
          };
        }),
      });
    }
    prepared.push({ set, companyInfo, businessTypes, answers });
  }
  // A change can make a question of another group visible and required: that group must still be complete.
  const elsewhere = evaluation.issues.filter((i) => !known.has(`${i.sectionGroupID}.${i.questionKey}`));
  if (elsewhere.length) throw unprocessable("Some answers are not valid.", fieldErrors(elsewhere));
  return prepared;
}

const endorsementPolicySelect = { ...policySelect, productId: true, productVersion: true, answerGroups: true } satisfies Prisma.ApplicationSelect;

/** The endorsement a Modify reopened, archived now that its new version is submitted. */
async function retireModified(tx: Tx, viewer: Viewer, appID: string, id: string) {
  const row = await findEndorsement(tx, viewer, id);
  if (row.applicationId !== appID)
    throw unprocessable("The endorsement being modified belongs to another policy.", { modifiesEndorsementID: ["Not an endorsement of this policy."] });
  if (!endorsementActions(viewer.role, row.status).some((o) => o.action === "modify")) {
    throw new AppError("conflict", `A ${endorsementStatusLabel(row.status)} endorsement cannot be modified.`, undefined, { current: toApiEndorsement(row) });
  }
  const freshness = recordFreshness(row.updatedAt, async () => toApiEndorsement(await findEndorsement(tx, viewer, id)));
  await updateIfFresh((guard) => tx.endorsement.updateMany({ where: { id, ...guard }, data: { status: "Archived", updatedById: viewer.id } }), freshness);
  await appendRecordHistory(tx, row, { record: "endorsement", status: "Archived", changedById: viewer.id });
}

/**
 * Endorsing a policy is the agent's (spec 3 §1, the permission table's `endorse`). A draft that modifies an endorsement
 * is the actions table's Modify instead, which an underwriter has on a Bind Requested one (checked in retireModified).
 */
function assertMayEndorse(viewer: Viewer, body: EndorsementCreate) {
  if (body.modifiesEndorsementID || can(viewer.role, "endorse")) return;
  const endorser = roles.find((role) => can(role, "endorse"));
  throw endorser ? forbidden(`Only ${roleWithArticle[endorser]} may endorse a policy.`) : forbidden();
}

/** POST /api/endorsements: one ApprovalRequested endorsement per effective date of a policy that may be endorsed (canAddEndorsement). */
export async function createEndorsements(viewer: Viewer, body: EndorsementCreate, flags: Pick<Flags, "endorsementAction">): Promise<ApiEndorsement[]> {
  assertActionOn(flags, "endorsementAction");
  assertMayEndorse(viewer, body);
  return db.$transaction(async (tx) => {
    const app = await tx.application.findFirst({
      where: { id: body.appID, submissionId: body.submissionID, ...listWhere(viewer, {}) },
      select: endorsementPolicySelect,
    });
    if (!app) throw notFound("Application");
    if (!canAddEndorsement(app.status)) throw cannotWhile("endorse the policy", app);
    const prepared = await prepareChanges(tx, app, body);
    if (body.modifiesEndorsementID) await retireModified(tx, viewer, app.id, body.modifiesEndorsementID);
    const ids: string[] = [];
    for (const p of prepared) {
      const created = await tx.endorsement.create({
        data: {
          applicationId: app.id,
          agencyId: app.submission.agencyId,
          status: "ApprovalRequested",
          effectiveDate: new Date(`${p.set.effectiveDate}T00:00:00Z`),
          companyInfoChanges: p.companyInfo as Prisma.InputJsonValue,
          businessTypeChanges: p.businessTypes as Prisma.InputJsonValue,
          answerChanges: p.answers as Prisma.InputJsonValue,
          updatedById: viewer.id,
        },
      });
      await appendRecordHistory(tx, created, { record: "endorsement", status: "ApprovalRequested", changedById: viewer.id });
      ids.push(created.id);
    }
    const rows = await tx.endorsement.findMany({ where: { id: { in: ids } }, include, orderBy: { effectiveDate: "asc" } });
    return rows.map(toApiEndorsement);
  });
}

/**
 * Binding writes the endorsement's changes into the policy in the same
 * transaction: the insured's fields and business types, the answers (through
 * the engine, so calculated fields follow) and the cost by the endorsement's
 * total. The previous values must still be the policy's, and endorsements
 * bind in effective-date order.
 */
async function applyToPolicy(tx: Tx, row: EndorsementRow) {
  // Locked before it is read and judged again: a cancellation or other status move that committed since the
  // endorsement was read, or is committing now, is seen here, and none can start until the bind is done. The insured
  // is the submission's, shared with its other policies: a bind on one of them waits, then reads what this one wrote.
  await lockSubmission(tx, row.application.submissionId);
  const app = await tx.application.findUniqueOrThrow({ where: { id: row.applicationId }, select: endorsementPolicySelect });
  if (!canAddEndorsement(app.status)) throw cannotWhile("bind an endorsement", app);
  const insured = await loadInsured(tx, app.submissionId);
  const live = policyState(insured, app);
  const changes = changesOf(row, totalCents(row));
  const stale = staleChanges(live, changes);
  if (stale.length) {
    throw new AppError("conflict", "The policy has changed since this endorsement was requested: decline it and request a new one.", undefined, {
      stale,
      current: toApiEndorsement(row),
    });
  }
  const bound = await tx.endorsement.findMany({ where: { applicationId: app.id, status: "Bound" }, select: { effectiveDate: true } });
  const later = outOfSequence(
    bound.map((b) => day(b.effectiveDate)!),
    day(row.effectiveDate)!,
  );
  if (later)
    throw new AppError("conflict", `An endorsement effective ${later} is already bound: endorsements bind in effective-date order.`, undefined, {
      current: toApiEndorsement(row),
    });
  const after = applyChanges(live, changes, "forward");
  if (after.totalCostCents !== null && Math.abs(after.totalCostCents) > POLICY_COST_MAX_CENTS) {
    throw new AppError("conflict", POLICY_COST_TOO_HIGH, undefined, { current: toApiEndorsement(row) });
  }
  await writeInsured(tx, insured, live, after);
  const definition = await productDefinition(app.productId, app.productVersion, tx);
  const evaluation = evaluateAnswers(definition.questionnaire, answerGroupsOf(after.answers), await answerContext(sqlIn(tx), app.submissionId));
  const data: Prisma.ApplicationUncheckedUpdateManyInput = {
    ...(changes.answers.length ? evaluationData(evaluation) : {}),
    totalCostCents: after.totalCostCents,
  };
  await commitApplicationUpdate(tx, app, data, null, {
    basedOn: app.updatedAt,
    stale: async () => new AppError("conflict", "The policy was changed by someone else at the same time. Try again."),
  });
}

const actionVerb: Record<string, string> = {
  EndorsementApproved: "approve",
  BindRequested: "request bind of",
  Bound: "bind",
  Declined: "decline",
  Archived: "archive",
};

/** PATCH /api/endorsements/{id}/status: one action of the table for the caller's role and the endorsement's status. */
export async function setEndorsementStatus(viewer: Viewer, id: string, input: EndorsementStatusPatch): Promise<ApiEndorsement> {
  const answer = await db.$transaction(async (tx) => {
    const row = await findEndorsement(tx, viewer, id);
    const freshness = recordFreshness(input.updatedDate, async () => toApiEndorsement(await findEndorsement(tx, viewer, id)));
    await assertFresh(row.updatedAt, freshness);
    const option = endorsementActions(viewer.role, row.status).find((o) => o.to === input.status);
    const verb = actionVerb[input.status];
    if (!option) {
      const reaches = (role: Role) => endorsementStatuses.some((from) => canSetEndorsementStatus(role, from, input.status));
      if (!reaches(viewer.role)) {
        const mayRole = roles.find(reaches);
        throw mayRole ? forbidden(`Only ${roleWithArticle[mayRole]} may ${verb} an endorsement.`) : forbidden();
      }
      throw new AppError("conflict", `Cannot ${verb} an endorsement that is ${endorsementStatusLabel(row.status)}.`, undefined, {
        current: toApiEndorsement(row),
      });
    }
    const movesPolicy = option.action === "approve" || option.action === "bind" || option.action === "requestBind";
    if (movesPolicy && !canAddEndorsement(row.application.status)) throw cannotWhile(`${verb} an endorsement`, row.application);
    if ((option.action === "approve" || option.action === "bind") && totalCents(row) === null) {
      const message = "Price the endorsement first.";
      throw new AppError("conflict", message, { pricing: [message] }, { current: toApiEndorsement(row) });
    }
    if (option.action === "bind") await applyToPolicy(tx, row);
    await updateIfFresh(
      (guard) =>
        tx.endorsement.updateMany({
          where: { id, ...guard },
          data: { status: input.status, updatedById: viewer.id, ...(input.status === "Bound" && { boundDate: new Date() }) },
        }),
      freshness,
    );
    await appendRecordHistory(tx, row, { record: "endorsement", status: input.status, changedById: viewer.id });
    if (input.status === "Bound")
      await requestGeneratedDocument(tx, { applicationId: row.applicationId, kind: "endorsement", endorsementId: id, requestedById: viewer.id });
    return toApiEndorsement(await findEndorsement(tx, viewer, id));
  });
  if (input.status === "Bound") wakeDocumentGeneration();
  return answer;
}

/** PATCH /api/endorsements/{id}/pricing (underwriters): the parts, and the total they add up to. */
export async function priceEndorsement(viewer: Viewer, id: string, input: EndorsementPricing): Promise<ApiEndorsement> {
  return db.$transaction(async (tx) => {
    const row = await findEndorsement(tx, viewer, id);
    const freshness = recordFreshness(input.updatedDate, async () => toApiEndorsement(await findEndorsement(tx, viewer, id)));
    await assertFresh(row.updatedAt, freshness);
    if (!canEditEndorsementCost(viewer.role, row.status)) {
      throw new AppError("conflict", `The price of a ${endorsementStatusLabel(row.status)} endorsement cannot change.`, undefined, {
        current: toApiEndorsement(row),
      });
    }
    const parts = {
      totalPremiumCents: toCents(input.totalPremium),
      stateTaxCents: toCents(input.stateTax),
      underwriterFeeCents: toCents(input.underwriterFee),
    };
    const total = endorsementTotalCents(parts)!;
    if (toCents(input.totalCost) !== total) {
      const message = `Total cost must equal total premium + state tax + underwriter fee (${(total / 100).toFixed(2)}).`;
      throw unprocessable(message, { totalCost: [message] });
    }
    await updateIfFresh((guard) => tx.endorsement.updateMany({ where: { id, ...guard }, data: { ...parts, updatedById: viewer.id } }), freshness);
    return toApiEndorsement(await findEndorsement(tx, viewer, id));
  });
}

export async function getEndorsement(viewer: Viewer, id: string): Promise<ApiEndorsement> {
  return toApiEndorsement(await findEndorsement(db, viewer, id));
}

/**
 * GET /api/endorsements: newest first or oldest first, paged; one status (a history tab) or all. Ties go by id the
 * other way round, so both orders read the (…, createdAt desc, id) indexes forwards or backwards.
 */
export async function listEndorsements(viewer: Viewer, query: EndorsementListQuery, client: Tx = db): Promise<EndorsementPage> {
  const limit = query.limit ?? 20;
  const rows = await client.endorsement.findMany({
    where: { ...recordListWhere(viewer, query), ...(query.status && { status: query.status }), ...endorsementOrders.after(query) },
    orderBy: endorsementOrders.orderBy(query.sort),
    take: limit + 1,
    include,
  });
  return { endorsements: rows.slice(0, limit).map(toApiEndorsement), nextCursor: endorsementOrders.nextCursor(rows, limit, query.sort) };
}

/**
 * The history's orders: by when each was created, ties by id the other way round (the (…, createdAt desc, id) indexes
 * read forward or backward), or, ties by id the same way, by cost or bound date (generated by the database) or by a
 * copy the database keeps of the insured's name, the product's, the policy number or the name of who updated it.
 */
const endorsementOrders = keysetList(endorsementListCursors, {
  created: { column: "createdAt", ties: "opposite" },
  cost: { column: "costSortKey" },
  insured: { column: "insuredSortKey" },
  product: { column: "productSortKey" },
  policy: { column: "policySortKey" },
  bound: { column: "boundSortKey" },
  updatedBy: { column: "updatedBySortKey" },
});

/** GET /api/endorsements/counts: how many endorsements the viewer may see each history tab holds (up to COUNT_CAP), searched as the list is. */
export async function countEndorsementTabs(viewer: Viewer, query: EndorsementCountsQuery, client: Tx = db): Promise<EndorsementCounts> {
  const visible = recordListWhere(viewer, { search: query.search });
  const counts = await Promise.all(endorsementTabs.map((tab) => client.endorsement.count({ where: { ...visible, status: tab.status }, take: COUNT_CAP })));
  return Object.fromEntries(endorsementTabs.map((tab, i) => [tab.status, counts[i]])) as EndorsementCounts;
}

export async function endorsementStatusHistory(viewer: Viewer, id: string): Promise<EndorsementStatusHistory> {
  await findEndorsement(db, viewer, id);
  const rows = await db.endorsementStatusHistory.findMany({
    where: { endorsementId: id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { changedBy: { select: { firstName: true, lastName: true } } },
  });
  return rows.map((r) => ({ id: r.id, status: r.status, createdDate: r.createdAt.toISOString(), updatedByUsername: fullName(r.changedBy) }));
}

/**
 * GET /api/applications/{appID}/as-of?date=: the policy on one day of its term, from the live policy and the
 * bound endorsements: its own, and for the insured and business types (the submission's) its siblings' too.
 */
export async function policyOn(viewer: Viewer, appID: string, date: string): Promise<PolicyAsOf> {
  const app = await loadPolicy(db, viewer, appID);
  assertWithinTerm(app, date, "date", "The date");
  const [row, insured, bound] = await Promise.all([
    db.application.findUniqueOrThrow({ where: { id: appID }, select: { answerGroups: true, totalCostCents: true } }),
    loadInsured(db, app.submissionId),
    db.endorsement.findMany({ where: { application: { submissionId: app.submissionId }, status: "Bound" } }),
  ]);
  const state = policyAsOf(
    policyState(insured, row),
    bound.map((e) => {
      const changes = changesOf(e, totalCents(e));
      return {
        effectiveDate: day(e.effectiveDate)!,
        boundDate: (e.boundDate ?? e.updatedAt).toISOString(),
        changes: e.applicationId === appID ? changes : sharedChanges(changes),
      };
    }),
    date,
  );
  return {
    appID,
    date,
    companyInfo: state.companyInfo,
    businessTypeValues: Object.entries(state.businessTypes).map(([id, value]) => ({ id, value })),
    answerGroups: answerGroupsOf(state.answers),
    totalCost: centsToDollars(state.totalCostCents),
  };
}

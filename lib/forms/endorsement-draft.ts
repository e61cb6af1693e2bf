/**
 * The endorsement draft (spec 3 §3, §4, §5): the changes a user collects
 * before submitting, each with the policy's value it replaces and an effective
 * date within the policy term, and the request they become (one endorsement
 * per effective date).
 */
import type { EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import type { ApiEndorsement, EndorsementCreateInput } from "@/lib/schemas/endorsements";
import { isWithinTerm, outsideTermMessage } from "@/lib/domain/cancellations";
import { endorsableCompanyFieldNames, endorsableCompanyFields, sameValue, type EndorsableCompanyField } from "@/lib/domain/endorsement-changes";

export type { EndorsementDraft };

// Also the names of their routes under app/(app)/coverage/[appID]/endorsement/details/.
export const COMPANY_INFO_SECTION = "company-info";
export const BUSINESS_TYPE_SECTION = "business-type";

export interface PolicyTerm {
  effectiveDate: string;
  expirationDate: string;
}

export function policyTerm(app: { effectiveDate: string | null; expirationDate: string | null }): PolicyTerm | null {
  return app.effectiveDate && app.expirationDate ? { effectiveDate: app.effectiveDate, expirationDate: app.expirationDate } : null;
}

/** A new change takes effect today when today is within the term, otherwise on the day the policy took effect. */
export function defaultEffectiveDate(term: PolicyTerm, today: string): string {
  return isWithinTerm(today, term) ? today : term.effectiveDate;
}

export const EFFECTIVE_DATE_MISSING = "Please select a date.";

export function effectiveDateIssue(date: string | null | undefined, term: PolicyTerm): string | null {
  if (!date) return EFFECTIVE_DATE_MISSING;
  if (!isWithinTerm(date, term)) return outsideTermMessage("The effective date", term);
  return null;
}

export function emptyDraft(submissionID: string): EndorsementDraft {
  return { submissionID, companyInfo: {}, businessTypeValues: [], applicationAnswers: [] };
}

/** One change of the draft, flattened; `path` is the server's name for it (422 fields and 409 stale paths). */
export interface DraftChange {
  path: string;
  sectionID: string;
  sectionLabel: string;
  field: string;
  label: string;
  value: unknown;
  prevValue: unknown;
  effectiveDate: string | null;
}

export function draftChanges(draft: EndorsementDraft): DraftChange[] {
  const company = (Object.entries(draft.companyInfo) as [EndorsableCompanyField, EndorsementDraft["companyInfo"][EndorsableCompanyField]][])
    .filter((entry): entry is [EndorsableCompanyField, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined)
    .sort(([a], [b]) => endorsableCompanyFieldNames.indexOf(a) - endorsableCompanyFieldNames.indexOf(b))
    .map(([field, c]) => ({
      path: `companyInfo.${field}`,
      sectionID: COMPANY_INFO_SECTION,
      sectionLabel: "Company Info",
      field,
      label: endorsableCompanyFields[field],
      value: c.value,
      prevValue: c.prevValue,
      effectiveDate: c.effectiveDate,
    }));
  const businessTypes = draft.businessTypeValues.map((b) => ({
    path: `businessTypeValues.${b.id}`,
    sectionID: BUSINESS_TYPE_SECTION,
    sectionLabel: "Business Type",
    field: b.id,
    label: b.title,
    value: b.value,
    prevValue: b.prevValue,
    effectiveDate: b.effectiveDate,
  }));
  const answers = draft.applicationAnswers.flatMap((g) =>
    g.answers.map((a) => ({
      path: `answers.${g.sectionGroupID}.${a.source}`,
      sectionID: g.sectionGroupID,
      sectionLabel: g.sectionGroupLabel,
      field: a.source,
      label: a.label,
      value: a.value,
      prevValue: a.prevValue,
      effectiveDate: a.effectiveDate,
    })),
  );
  return [...company, ...businessTypes, ...answers];
}

/** The changes by effective date, earliest first; changes without a date come last under null. */
export function changesByDate(changes: readonly DraftChange[]): { effectiveDate: string | null; changes: DraftChange[] }[] {
  const dates = [...new Set(changes.map((c) => c.effectiveDate))].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
  return dates.map((effectiveDate) => ({ effectiveDate, changes: changes.filter((c) => c.effectiveDate === effectiveDate) }));
}

/** The draft with one section's changes replaced by these (a section is saved whole). */
export function withSectionChanges(
  draft: EndorsementDraft,
  section:
    | { kind: "companyInfo"; changes: EndorsementDraft["companyInfo"] }
    | { kind: "businessTypes"; changes: EndorsementDraft["businessTypeValues"] }
    | { kind: "answers"; group: EndorsementDraft["applicationAnswers"][number] },
): EndorsementDraft {
  if (section.kind === "companyInfo") return { ...draft, companyInfo: section.changes };
  if (section.kind === "businessTypes") return { ...draft, businessTypeValues: section.changes };
  const others = draft.applicationAnswers.filter((g) => g.sectionGroupID !== section.group.sectionGroupID);
  return { ...draft, applicationAnswers: section.group.answers.length ? [...others, section.group] : others };
}

/** Paths of the changes that still lack an effective date or whose date falls outside the term, with the message. */
export function dateIssues(changes: readonly DraftChange[], term: PolicyTerm): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const c of changes) {
    const issue = effectiveDateIssue(c.effectiveDate, term);
    if (issue) issues[c.path] = issue;
  }
  return issues;
}

/** POST /api/endorsements for a draft whose every change has its effective date: one endorsement per date. */
export function draftRequest(appID: string, draft: EndorsementDraft): EndorsementCreateInput {
  const dates = [...new Set(draftChanges(draft).map((c) => c.effectiveDate))].filter((d): d is string => d !== null).sort();
  return {
    submissionID: draft.submissionID,
    appID,
    ...(draft.modifiesEndorsementID ? { modifiesEndorsementID: draft.modifiesEndorsementID } : {}),
    endorsements: dates.map((effectiveDate) => ({
      effectiveDate,
      companyInfo: Object.fromEntries(
        Object.entries(draft.companyInfo)
          .filter(([, c]) => c?.effectiveDate === effectiveDate)
          .map(([field, c]) => [field, { value: c!.value as never, prevValue: c!.prevValue as never }]),
      ),
      applicationAnswers: draft.applicationAnswers
        .map((g) => ({
          sectionGroupID: g.sectionGroupID,
          answers: g.answers
            .filter((a) => a.effectiveDate === effectiveDate)
            .map((a) => ({ source: a.source, value: a.value as never, prevValue: a.prevValue as never })),
        }))
        .filter((g) => g.answers.length > 0),
      businessTypeValues: draft.businessTypeValues
        .filter((b) => b.effectiveDate === effectiveDate)
        .map((b) => ({ id: b.id, title: b.title, value: b.value, prevValue: b.prevValue })),
    })),
  };
}

/**
 * The messages of a refused request (422) on the draft's changes. Fields name
 * `endorsements.{index}.{path}`: a change's own path (or a part of it, such as
 * an address line), or the whole set's (its effective date, its business
 * types), which falls on every change of that date. What names no change is
 * returned under "".
 */
export function requestIssues(request: EndorsementCreateInput, changes: readonly DraftChange[], fields: Record<string, string[]>): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  const add = (path: string, messages: string[]) => (issues[path] = [...(issues[path] ?? []), ...messages]);
  for (const [key, messages] of Object.entries(fields)) {
    const match = /^endorsements\.(\d+)(?:\.(.*))?$/.exec(key);
    const set = match ? request.endorsements[Number(match[1])] : undefined;
    if (!match || !set) {
      add("", messages);
      continue;
    }
    const rest = match[2] ?? "";
    const ofDate = changes.filter((c) => c.effectiveDate === set.effectiveDate);
    const own = ofDate.filter((c) => rest === c.path || rest.startsWith(`${c.path}.`));
    const targets = own.length
      ? own
      : rest.startsWith("businessTypeValues")
        ? ofDate.filter((c) => c.sectionID === BUSINESS_TYPE_SECTION)
        : rest === "effectiveDate"
          ? ofDate
          : [];
    if (targets.length) for (const c of targets) add(c.path, messages);
    else add("", messages);
  }
  return issues;
}

/** The policy's current values, as the endorsement reads them (server/services/endorsement-policy.ts). */
export interface PolicyValues {
  companyInfo: Partial<Record<EndorsableCompanyField, unknown>>;
  businessTypes: Record<string, number>;
  answers: Record<string, Record<string, unknown>>;
}

interface ApiAddress {
  streetAddress: string;
  aptSuite: string | null;
  city: string;
  state: string;
  zip: string;
}

/** An address as an endorsement holds it: the five lines, without coordinates. */
export function endorsementAddress(a: ApiAddress | null | undefined): ApiAddress | null {
  if (!a) return null;
  return { streetAddress: a.streetAddress, aptSuite: a.aptSuite || null, city: a.city, state: a.state, zip: a.zip };
}

export function policyValues(
  companyInfo: Record<EndorsableCompanyField, unknown> & {
    physicalAddress: ApiAddress | null;
    mailingAddress: ApiAddress | null;
    isMailingSameAsPhysical: boolean;
    businessTypeValues: { id: string; value: number }[];
  },
  answerGroups: readonly { sectionGroupID: string; answers: { source: string; value: unknown }[] }[],
): PolicyValues {
  const info = Object.fromEntries(endorsableCompanyFieldNames.map((f) => [f, companyInfo[f] ?? null])) as PolicyValues["companyInfo"];
  info.physicalAddress = endorsementAddress(companyInfo.physicalAddress);
  // The API answers the physical address as the mailing one when they are the same; the policy holds none.
  info.mailingAddress = companyInfo.isMailingSameAsPhysical ? null : endorsementAddress(companyInfo.mailingAddress);
  return {
    companyInfo: info,
    businessTypes: Object.fromEntries(companyInfo.businessTypeValues.map((b) => [b.id, b.value])),
    answers: Object.fromEntries(answerGroups.map((g) => [g.sectionGroupID, Object.fromEntries(g.answers.map((a) => [a.source, a.value]))])),
  };
}

/**
 * The draft with every previous value read again from the policy (after a
 * 409: someone changed it meanwhile). A change whose new value is now the
 * policy's own is no change any more and is dropped.
 */
export function withCurrentValues(draft: EndorsementDraft, policy: PolicyValues): EndorsementDraft {
  const companyInfo: EndorsementDraft["companyInfo"] = {};
  for (const [field, c] of Object.entries(draft.companyInfo) as [
    EndorsableCompanyField,
    NonNullable<EndorsementDraft["companyInfo"][EndorsableCompanyField]>,
  ][]) {
    const prevValue = policy.companyInfo[field] ?? null;
    if (!sameValue(c.value, prevValue)) companyInfo[field] = { ...c, prevValue };
  }
  const businessTypeValues = draft.businessTypeValues
    .map((b) => ({ ...b, prevValue: policy.businessTypes[b.id] ?? null }))
    .filter((b) => !sameValue(b.value, b.prevValue));
  const applicationAnswers = draft.applicationAnswers
    .map((g) => ({
      ...g,
      answers: g.answers
        .map((a) => ({ ...a, prevValue: policy.answers[g.sectionGroupID]?.[a.source] ?? null }))
        .filter((a) => !sameValue(a.value, a.prevValue)),
    }))
    .filter((g) => g.answers.length > 0);
  return { ...draft, companyInfo, businessTypeValues, applicationAnswers };
}

/** The draft that reopens a saved endorsement (Modify): its changes, each on its effective date, replacing it once submitted. */
export function draftFromEndorsement(endorsement: ApiEndorsement): EndorsementDraft {
  const companyInfo: EndorsementDraft["companyInfo"] = {};
  for (const [field, c] of Object.entries(endorsement.companyInfo)) {
    if ((endorsableCompanyFieldNames as string[]).includes(field))
      companyInfo[field as EndorsableCompanyField] = { value: c.value, prevValue: c.prevValue, effectiveDate: c.effectiveDate };
  }
  return {
    submissionID: endorsement.submissionID,
    modifiesEndorsementID: endorsement.id,
    companyInfo,
    businessTypeValues: endorsement.businessTypeValues.map((b) => ({
      id: b.id,
      title: b.title,
      value: b.value,
      prevValue: b.prevValue,
      effectiveDate: b.effectiveDate,
    })),
    applicationAnswers: endorsement.applicationAnswer.map((g) => ({
      sectionGroupID: g.sectionGroupID,
      sectionGroupLabel: g.sectionGroupLabel,
      answers: g.questions.map((q) => ({ source: q.source, label: q.label, value: q.value, prevValue: q.prevValue, effectiveDate: q.effectiveDate })),
    })),
  };
}

/**
 * What an endorsement changes and how a policy reads on a date of its term
 * (docs/decisions.md, "Endorsements"). A change holds its previous and its new
 * value; binding applies the new values to the policy, and the policy as of a
 * date is the live policy with every bound endorsement effective after that
 * date taken back, latest first.
 */

/** The insured's fields an endorsement may change, with the labels the changes show. */
export const endorsableCompanyFields = {
  companyName: "Company Name",
  dba: "DBA",
  firstName: "First Name",
  lastName: "Last Name",
  emailAddress: "Email Address",
  phoneNumber: "Phone Number",
  websiteUrl: "Website",
  entityType: "Entity Type",
  feinSsnNumber: "FEIN/SSN",
  dateBusinessStarted: "Date Business Started",
  yearsOfExp: "Years of Experience",
  description: "Description",
  physicalAddress: "Physical Address",
  isMailingSameAsPhysical: "Mailing Address Same as Physical",
  mailingAddress: "Mailing Address",
} as const;

export type EndorsableCompanyField = keyof typeof endorsableCompanyFields;
export const endorsableCompanyFieldNames = Object.keys(endorsableCompanyFields) as [EndorsableCompanyField, ...EndorsableCompanyField[]];

export type ChangeValue = unknown;

/** The policy's changeable state: the insured's fields, business type shares by id, answers by group and question. */
export interface PolicyState {
  companyInfo: Partial<Record<EndorsableCompanyField, ChangeValue>>;
  businessTypes: Record<string, number>;
  answers: Record<string, Record<string, ChangeValue>>;
  totalCostCents: number | null;
}

/** One endorsement's changes, as stored. A business type with a null value is removed; with a null prevValue, added. */
export interface EndorsementChanges {
  companyInfo: Partial<Record<EndorsableCompanyField, { value: ChangeValue; prevValue: ChangeValue }>>;
  businessTypes: { id: string; value: number | null; prevValue: number | null }[];
  answers: { sectionGroupID: string; questions: { source: string; value: ChangeValue; prevValue: ChangeValue }[] }[];
  totalCostCents: number | null;
}

/** Blank text and missing values are the same "no value". */
function canonical(value: ChangeValue): ChangeValue {
  if (value === undefined || value === "") return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  }
  return value;
}

export function sameValue(a: ChangeValue, b: ChangeValue): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Where a change's previous value no longer matches the policy: paths like `companyInfo.phoneNumber`. */
export function staleChanges(state: PolicyState, changes: EndorsementChanges): string[] {
  const stale: string[] = [];
  for (const [field, change] of Object.entries(changes.companyInfo) as [EndorsableCompanyField, { prevValue: ChangeValue }][]) {
    if (!sameValue(state.companyInfo[field], change.prevValue)) stale.push(`companyInfo.${field}`);
  }
  for (const b of changes.businessTypes) {
    if (!sameValue(state.businessTypes[b.id] ?? null, b.prevValue)) stale.push(`businessTypeValues.${b.id}`);
  }
  for (const group of changes.answers) {
    for (const q of group.questions) {
      if (!sameValue(state.answers[group.sectionGroupID]?.[q.source] ?? null, q.prevValue)) stale.push(`answers.${group.sectionGroupID}.${q.source}`);
    }
  }
  return stale;
}

/** The state with the changes applied ("forward", as binding does) or taken back ("back"). */
export function applyChanges(state: PolicyState, changes: EndorsementChanges, direction: "forward" | "back"): PolicyState {
  const pick = (c: { value: ChangeValue; prevValue: ChangeValue }) => (direction === "forward" ? c.value : c.prevValue);
  const companyInfo = { ...state.companyInfo };
  for (const [field, change] of Object.entries(changes.companyInfo) as [EndorsableCompanyField, { value: ChangeValue; prevValue: ChangeValue }][]) {
    companyInfo[field] = pick(change);
  }
  const businessTypes = { ...state.businessTypes };
  for (const b of changes.businessTypes) {
    const share = pick(b) as number | null;
    if (share === null) delete businessTypes[b.id];
    else businessTypes[b.id] = share;
  }
  const answers = Object.fromEntries(Object.entries(state.answers).map(([group, values]) => [group, { ...values }]));
  for (const group of changes.answers) {
    const values = (answers[group.sectionGroupID] ??= {});
    for (const q of group.questions) values[q.source] = pick(q);
  }
  const sign = direction === "forward" ? 1 : -1;
  const totalCostCents = changes.totalCostCents === null ? state.totalCostCents : (state.totalCostCents ?? 0) + sign * changes.totalCostCents;
  return { companyInfo, businessTypes, answers, totalCostCents };
}

/**
 * What an endorsement of another policy of the same submission changed here:
 * the insured and the business types are the submission's, shared by its
 * policies; its answers and cost are its own policy's.
 */
export function sharedChanges(changes: EndorsementChanges): EndorsementChanges {
  return { companyInfo: changes.companyInfo, businessTypes: changes.businessTypes, answers: [], totalCostCents: null };
}

export interface BoundEndorsement {
  effectiveDate: string;
  boundDate: string;
  changes: EndorsementChanges;
}

/**
 * The policy as it stood on `date` (YYYY-MM-DD): the live policy holds every
 * bound endorsement, so those effective after the date are taken back, the
 * latest bound first. Endorsements bind in effective-date order
 * (`outOfSequence`), so this is exact.
 */
export function policyAsOf(live: PolicyState, bound: readonly BoundEndorsement[], date: string): PolicyState {
  const later = bound.filter((e) => e.effectiveDate > date).sort((a, b) => (b.boundDate < a.boundDate ? -1 : b.boundDate > a.boundDate ? 1 : 0));
  return later.reduce((state, e) => applyChanges(state, e.changes, "back"), live);
}

/** A bound endorsement effective after this date, if any: binding this one now would rewrite history out of order. */
export function outOfSequence(boundEffectiveDates: readonly string[], effectiveDate: string): string | undefined {
  return boundEffectiveDates
    .filter((d) => d > effectiveDate)
    .sort()
    .at(-1);
}

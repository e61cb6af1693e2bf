import { z } from "zod";
import { WORKERS_COMP_INDUSTRY, individualCompanyName } from "@/lib/domain/company-info";
import { SELECT_INDUSTRY } from "@/lib/domain/landing";
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  FEIN_SSN_DIGITS,
  PHONE_DIGITS,
  TEXT_MAX,
  URL_MAX,
  YEARS_OF_EXP_MAX,
  YEARS_OF_EXP_MIN,
  digitsOnly,
  isEntityType,
  isValidEmail,
  isValidText,
  isValidUrl,
  messages,
  type EntityType,
} from "@/lib/domain/insured";
import { isUsStateCode, type UsStateCode } from "@/lib/domain/us-states";
import { businessTypeValuesSchema } from "./business-types";

/**
 * The insured form (spec 1 §5, spec 3 §5): one schema for the form on
 * /company-info and for POST/PUT /api/submission. Fields arrive as typed
 * (strings, blank allowed); the rules run together so every message can be
 * shown at once, and the output is trimmed, with blanks as null.
 */

export interface CompanyInfoRules {
  /** FEIN/SSN is required when the chosen industries include workers_comp_mp. */
  feinRequired?: boolean;
  /** Street found through place search: its missing-value message differs. */
  placeSearch?: boolean;
}

export { WORKERS_COMP_INDUSTRY };

const raw = z.string().max(10_000).nullish();
type Raw = z.infer<typeof raw>;

export const addressInputSchema = z
  .object({
    streetAddress: raw,
    aptSuite: raw,
    city: raw,
    state: raw,
    zip: raw,
    coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullish(),
    isManuallyEntered: z.boolean().optional(),
  })
  .strict();
export type AddressInput = z.input<typeof addressInputSchema>;

export const insuredTypes = ["company", "individual"] as const;

const companyInfoObject = z
  .object({
    insuredType: z.enum(insuredTypes, { error: messages.makeSelection }),
    companyName: raw,
    dba: raw,
    firstName: raw,
    lastName: raw,
    emailAddress: raw,
    phoneNumber: raw,
    websiteUrl: raw,
    entityType: raw,
    feinSsnNumber: raw,
    dateBusinessStarted: raw,
    yearsOfExp: z.union([z.number(), z.string().max(20)]).nullish(),
    description: raw,
    physicalAddress: addressInputSchema.nullish(),
    isMailingSameAsPhysical: z.boolean().default(true),
    mailingAddress: addressInputSchema.nullish(),
    selectedIndustryIDs: z
      .array(z.uuid("Industry id must be a UUID."))
      .min(1, SELECT_INDUSTRY)
      .max(10, "At most 10 industries.")
      .refine((ids) => new Set(ids).size === ids.length, "Each industry can be selected once."),
    businessTypeValues: businessTypeValuesSchema.optional(),
    isBusinessTypeSubmitted: z.boolean().optional(),
  })
  .strict();
export type CompanyInfoInput = z.input<typeof companyInfoObject>;

type Issue = { path: (string | number)[]; message: string };

const text = (value: Raw) => (value ?? "").trim();
const orNull = (value: Raw) => text(value) || null;

function checkText(issues: Issue[], path: Issue["path"], value: Raw, required: boolean, missingMessage: string = messages.missing) {
  const v = text(value);
  if (!v) {
    if (required) issues.push({ path, message: missingMessage });
    return;
  }
  if (!isValidText(v)) issues.push({ path, message: messages.invalidText });
  else if (v.length > TEXT_MAX) issues.push({ path, message: messages.tooLong(TEXT_MAX) });
}

// Digits with the usual separators, e.g. "(512) 555-0100" or "12-3456789".
const FORMATTED_DIGITS = /^[\d\s().-]*$/;

function checkDigits(issues: Issue[], path: Issue["path"], value: Raw, count: number, required: boolean, message: string) {
  const v = text(value);
  if (!v) {
    if (required) issues.push({ path, message: messages.missing });
    return;
  }
  if (!FORMATTED_DIGITS.test(v) || digitsOnly(v).length !== count) issues.push({ path, message });
}

function checkEmail(issues: Issue[], value: Raw, required: boolean) {
  const v = text(value);
  if (!v) {
    if (required) issues.push({ path: ["emailAddress"], message: messages.missing });
    return;
  }
  if (v.length > EMAIL_MAX || !isValidEmail(v)) issues.push({ path: ["emailAddress"], message: messages.email });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  // Years from 1: PostgreSQL has no year 0.
  if (Number(m[1]) < 1) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() + 1 === Number(m[2]) && date.getUTCDate() === Number(m[3])
  );
}

function yearsOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const n = typeof value === "number" ? value : Number(value.trim());
  return Number.isFinite(n) ? n : Number.NaN;
}

function checkYears(issues: Issue[], value: number | string | null | undefined, required: boolean) {
  const n = yearsOf(value);
  const path = ["yearsOfExp"];
  if (n === null) {
    if (required) issues.push({ path, message: messages.missing });
    return;
  }
  if (Number.isNaN(n) || n < YEARS_OF_EXP_MIN) issues.push({ path, message: messages.missing });
  else if (!Number.isInteger(n)) issues.push({ path, message: messages.wholeNumber });
  else if (n > YEARS_OF_EXP_MAX) issues.push({ path, message: messages.yearsOfExpMax });
}

const ZIP = /^\d{5}(-\d{4})?$/;

/** Street, city, state and zip are required; apt/suite, city and zip at most 50 (spec 1 §5 Address). */
export function addressIssues(address: AddressInput | null | undefined, rules: CompanyInfoRules = {}): Issue[] {
  const a = address ?? {};
  const issues: Issue[] = [];
  const street = text(a.streetAddress);
  if (!street) issues.push({ path: ["streetAddress"], message: rules.placeSearch ? messages.selectLocation : messages.missing });
  else if (street.length > TEXT_MAX) issues.push({ path: ["streetAddress"], message: messages.tooLong(TEXT_MAX) });
  if (text(a.aptSuite).length > TEXT_MAX) issues.push({ path: ["aptSuite"], message: messages.tooLong(TEXT_MAX) });
  const city = text(a.city);
  if (!city) issues.push({ path: ["city"], message: messages.missing });
  else if (city.length > TEXT_MAX) issues.push({ path: ["city"], message: messages.tooLong(TEXT_MAX) });
  const state = text(a.state);
  if (!state) issues.push({ path: ["state"], message: messages.missing });
  else if (!isUsStateCode(state)) issues.push({ path: ["state"], message: messages.makeSelection });
  const zip = text(a.zip);
  if (!zip) issues.push({ path: ["zip"], message: messages.missing });
  else if (zip.length > TEXT_MAX) issues.push({ path: ["zip"], message: messages.tooLong(TEXT_MAX) });
  else if (!ZIP.test(zip)) issues.push({ path: ["zip"], message: messages.zip });
  return issues;
}

/** Every rule of the insured form for one flow; an empty list means the form can be saved. */
export function companyInfoIssues(info: z.output<typeof companyInfoObject>, rules: CompanyInfoRules = {}): Issue[] {
  const issues: Issue[] = [];
  const individual = info.insuredType === "individual";
  const entityType = text(info.entityType);

  if (!entityType) issues.push({ path: ["entityType"], message: messages.makeSelection });
  else if (!isEntityType(entityType)) issues.push({ path: ["entityType"], message: messages.makeSelection });

  checkText(issues, ["firstName"], info.firstName, true);
  checkText(issues, ["lastName"], info.lastName, true);
  if (individual) {
    // A sole proprietor's company name defaults to the insured's name.
    checkText(issues, ["companyName"], info.companyName, entityType !== "individual-sole-proprietor", messages.makeSelection);
  } else {
    checkText(issues, ["companyName"], info.companyName, true);
  }
  checkText(issues, ["dba"], info.dba, false);
  checkEmail(issues, info.emailAddress, !individual);
  checkDigits(issues, ["phoneNumber"], info.phoneNumber, PHONE_DIGITS, !individual, messages.phone);
  checkDigits(issues, ["feinSsnNumber"], info.feinSsnNumber, FEIN_SSN_DIGITS, Boolean(rules.feinRequired), messages.feinSsn);

  const url = text(info.websiteUrl);
  if (url && (url.length > URL_MAX || !isValidUrl(url))) issues.push({ path: ["websiteUrl"], message: messages.url });

  if (!individual) {
    const date = text(info.dateBusinessStarted);
    if (!date || !isIsoDate(date)) issues.push({ path: ["dateBusinessStarted"], message: messages.selectDate });
  }
  checkYears(issues, info.yearsOfExp, !individual);
  const description = text(info.description);
  if (!description && !individual) issues.push({ path: ["description"], message: messages.missing });
  else if (description.length > DESCRIPTION_MAX) issues.push({ path: ["description"], message: messages.tooLong(DESCRIPTION_MAX) });

  for (const issue of addressIssues(info.physicalAddress, rules)) issues.push({ ...issue, path: ["physicalAddress", ...issue.path] });
  if (!info.isMailingSameAsPhysical) {
    for (const issue of addressIssues(info.mailingAddress, rules)) issues.push({ ...issue, path: ["mailingAddress", ...issue.path] });
  }
  return issues;
}

export interface Address {
  streetAddress: string;
  aptSuite: string | null;
  city: string;
  state: UsStateCode;
  zip: string;
  coordinates: { latitude: number; longitude: number } | null;
  isManuallyEntered: boolean;
}

function normalizeAddress(a: AddressInput | null | undefined): Address {
  return {
    streetAddress: text(a?.streetAddress),
    aptSuite: orNull(a?.aptSuite),
    city: text(a?.city),
    state: text(a?.state) as UsStateCode,
    zip: text(a?.zip),
    coordinates: a?.coordinates ?? null,
    isManuallyEntered: a?.isManuallyEntered ?? true,
  };
}

function normalize(info: z.output<typeof companyInfoObject>) {
  const individual = info.insuredType === "individual";
  const digits = (value: Raw) => (text(value) ? digitsOnly(text(value)) : null);
  const years = yearsOf(info.yearsOfExp);
  return {
    insuredType: info.insuredType,
    companyName: orNull(info.companyName) ?? (individual ? individualCompanyName(info.firstName, info.lastName) : ""),
    dba: orNull(info.dba),
    firstName: text(info.firstName),
    lastName: text(info.lastName),
    emailAddress: orNull(info.emailAddress),
    phoneNumber: digits(info.phoneNumber),
    websiteUrl: orNull(info.websiteUrl),
    entityType: text(info.entityType) as EntityType,
    feinSsnNumber: digits(info.feinSsnNumber),
    // An individual has no business start date (spec 1 §3).
    dateBusinessStarted: individual ? null : text(info.dateBusinessStarted),
    yearsOfExp: years,
    description: orNull(info.description),
    physicalAddress: normalizeAddress(info.physicalAddress),
    isMailingSameAsPhysical: info.isMailingSameAsPhysical,
    mailingAddress: info.isMailingSameAsPhysical ? null : normalizeAddress(info.mailingAddress),
    selectedIndustryIDs: info.selectedIndustryIDs,
    businessTypeValues: info.businessTypeValues,
    isBusinessTypeSubmitted: info.isBusinessTypeSubmitted,
  };
}

/** The insured form's schema for one set of rules (see CompanyInfoRules). */
export function makeCompanyInfoSchema(rules: CompanyInfoRules = {}) {
  return companyInfoObject
    .superRefine((info, ctx) => {
      for (const issue of companyInfoIssues(info, rules)) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    })
    .transform(normalize);
}

export const companyInfoSchema = makeCompanyInfoSchema();
export type CompanyInfo = z.output<typeof companyInfoSchema>;

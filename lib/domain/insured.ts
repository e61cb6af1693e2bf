/**
 * The insured's identity fields: entity types, display formats and the
 * validation messages of spec 1 §5 and spec 3 §5.
 */

export { entityTypeLabels, entityTypes, isEntityType, type EntityType } from "./entity-types";
export { insuredDisplayName } from "./insured-name";

export const TEXT_MAX = 50;
export const EMAIL_MAX = 254;
export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 1000;
export const YEARS_OF_EXP_MIN = 1;
export const YEARS_OF_EXP_MAX = 100;
export const PHONE_DIGITS = 10;
export const FEIN_SSN_DIGITS = 9;
export const EMAIL_EXAMPLE = "name@example.com";

export const messages = {
  missing: "Please enter missing info.",
  invalidText: "Please type a valid text!",
  tooLong: (max: number) => `Please enter no more than ${max} characters.`,
  selectDate: "Please select a date.",
  makeSelection: "Please make a selection.",
  phone: "Phone number must be 10 digits.",
  feinSsn: "FEIN/SSN number must be 9 digits.",
  url: "Please enter a valid URL.",
  email: `Please enter your email address in format: ${EMAIL_EXAMPLE}.`,
  yearsOfExpMax: `Please enter at most ${YEARS_OF_EXP_MAX} years.`,
  wholeNumber: "Please enter a whole number.",
  zip: "Please enter a valid ZIP code.",
  selectLocation: "Select a valid location",
} as const;

/** Letters of any script, digits, spaces and the punctuation of names and addresses; at least one letter or digit. */
const TEXT_PATTERN = /^[\p{L}\p{M}\p{N} .,'’&\-/()#!?:;"+]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The "valid text" check of spec 1 §5, on a trimmed non-empty value. */
export function isValidText(value: string): boolean {
  return TEXT_PATTERN.test(value) && HAS_LETTER_OR_DIGIT.test(value);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && !value.includes("..");
}

/** http(s) URLs with a dotted host name; the scheme may be left out ("example.com"). */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(url.hostname) && !url.hostname.split(".").some((label) => label.startsWith("-") || label.endsWith("-"));
}

export const digitsOnly = (value: string): string => value.replace(/\D/g, "");

/** (xxx) xxx-xxxx, also while the number is still being typed. */
export function formatPhone(value: string | null | undefined): string {
  const d = digitsOnly(value ?? "").slice(0, PHONE_DIGITS);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** SSN layout for individuals and partnerships, FEIN layout for everyone else. */
export function usesSsnFormat(entityType: string | null | undefined): boolean {
  return entityType === "individual-sole-proprietor" || entityType === "partnership";
}

export function feinSsnPlaceholder(entityType: string | null | undefined): string {
  return usesSsnFormat(entityType) ? "XXX-XX-XXXX" : "XX-XXXXXXX";
}

/** XXX-XX-XXXX or XX-XXXXXXX by entity type, also while typing. */
export function formatFeinSsn(value: string | null | undefined, entityType: string | null | undefined): string {
  const d = digitsOnly(value ?? "").slice(0, FEIN_SSN_DIGITS);
  if (usesSsnFormat(entityType)) {
    if (d.length <= 3) return d;
    if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
    return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
  }
  if (d.length <= 2) return d;
  return `${d.slice(0, 2)}-${d.slice(2)}`;
}

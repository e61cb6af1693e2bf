/**
 * User traits are stored as strings (UserTrait.value) and answered with their
 * natural type (spec 1 §7, GET /identities/{id}).
 */
export type TraitValue = string | number | boolean;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** 'true'/'false' become booleans, numeric strings numbers, anything else stays a string. */
export function coerceTraitValue(stored: string): TraitValue {
  if (stored === "true") return true;
  if (stored === "false") return false;
  if (NUMERIC.test(stored)) return Number(stored);
  return stored;
}

/** The stored form of a trait value. */
export function serializeTraitValue(value: TraitValue): string {
  return String(value);
}

/** The landing preference read by /external?loginFlow=true (spec 1 §2), set on the landing page behind its flag. */
export const EXTERNAL_HOME_TRAIT = "landingPreferenceExternalHome";

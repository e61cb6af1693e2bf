/**
 * Rules for the state kept in the browser (spec 1 §4, §9): only company,
 * submission and endorsements persist; they are dropped when the store
 * version differs, after 14 days without a session, or for another user.
 */
export const STORE_VERSION = 23;
export const STORE_KEY = "coverage-marketplace";
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
export const NEW_APPLICATION_PARAM = "new-application";

export function isPersistedStateUsable(
  persisted: { ownerID: string | null; lastSessionDate: number | null },
  current: { userID: string; now: number },
): boolean {
  if (persisted.ownerID === null || persisted.lastSessionDate === null) return false;
  if (persisted.ownerID !== current.userID) return false;
  return current.now - persisted.lastSessionDate <= SESSION_MAX_AGE_MS;
}

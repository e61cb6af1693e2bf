/**
 * Question dates (spec 1 §5): stored as ISO "YYYY-MM-DD", typed and shown as
 * MM/DD/YYYY, bounded by daysPrior / daysAfter around today, where 9999 means
 * unlimited: 01/01/1999 to 12/31/9999.
 */
export const MIN_DATE = "1999-01-01";
export const MAX_DATE = "9999-12-31";
export const UNLIMITED_DAYS = 9999;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The ISO date of an answer typed as MM/DD/YYYY or stored as YYYY-MM-DD; null when it is no real date. */
export function parseDateAnswer(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (us) return isoOf(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

export function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split("-").map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCFullYear() > 9999) return MAX_DATE;
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today in the browser's own time zone. */
export function localToday(now = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today in UTC, the server's calendar. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface DateBounds {
  earliest: string;
  latest: string;
  /** Whether each end comes from daysPrior / daysAfter rather than the open-ended limit. */
  earliestLimited: boolean;
  latestLimited: boolean;
}

export function dateBounds(validations: { daysPrior?: number; daysAfter?: number } | undefined, today: string): DateBounds {
  const prior = validations?.daysPrior;
  const after = validations?.daysAfter;
  const earliestLimited = prior !== undefined && prior !== UNLIMITED_DAYS;
  const latestLimited = after !== undefined && after !== UNLIMITED_DAYS;
  const earliest = earliestLimited ? addDays(today, -prior) : MIN_DATE;
  const latest = latestLimited ? addDays(today, after) : MAX_DATE;
  return {
    earliest: earliest < MIN_DATE ? MIN_DATE : earliest,
    latest,
    earliestLimited,
    latestLimited,
  };
}

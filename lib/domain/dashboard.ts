/**
 * The book of business (docs/api.md, "Dashboard"): the range a dashboard
 * covers, how the counts are keyed, and the words its tables use.
 */
import { addDays, parseDateAnswer } from "@/lib/questionnaire/dates";

/** A range covers the last 90 days unless it says otherwise. */
export const DEFAULT_RANGE_DAYS = 90;
/** And at most three years. */
export const MAX_RANGE_YEARS = 3;

export const DURATION_PRECISION = "Calendar hours, from the status history: to the hour under three days, to the day above.";

export type DayRange = { from: string; to: string };
export type RangeResult = { ok: true; range: DayRange } | { ok: false; fields: Record<string, string[]> };

const isoDay = (text: string | undefined): string | null => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseDateAnswer(text) : null);

/**
 * The last day a range may touch: the year 9999 is the questionnaire's
 * "unlimited" end, and every day of a range needs a real next day and
 * next month.
 */
export const LAST_DAY = "9998-12-31";

const dayValue = (year: number, month: number, date: number) => new Date(0).setUTCFullYear(year, month - 1, date);

/** Whether `to` is `years` years after `from` or later (29 February's twin is the 28th), compared as days, not text. */
function spansYears(from: string, to: string, years: number): boolean {
  const [year, month, date] = from.split("-").map(Number);
  const last = new Date(dayValue(year + years, month + 1, 0)).getUTCDate();
  const [toYear, toMonth, toDate] = to.split("-").map(Number);
  return dayValue(toYear, toMonth, toDate) >= dayValue(year + years, month, Math.min(date, last));
}

/**
 * The days a dashboard covers, both ends included: `to` defaults to today,
 * `from` to 90 days ending on `to`. Dates must be real days (YYYY-MM-DD),
 * `from` on or before `to`, neither after LAST_DAY, and the range at most
 * three years.
 */
export function resolveRange(query: { from?: string; to?: string }, today: string): RangeResult {
  const fields: Record<string, string[]> = {};
  const to = query.to === undefined ? today : isoDay(query.to);
  if (!to) fields.to = ["to must be a date, YYYY-MM-DD."];
  else if (to > LAST_DAY) fields.to = [`to must be on or before ${LAST_DAY}.`];
  const from = query.from === undefined ? (to ? addDays(to, 1 - DEFAULT_RANGE_DAYS) : null) : isoDay(query.from);
  if (!from && query.from !== undefined) fields.from = ["from must be a date, YYYY-MM-DD."];
  else if (from && from > LAST_DAY) fields.from = [`from must be on or before ${LAST_DAY}.`];
  if (from && to && Object.keys(fields).length === 0) {
    if (from > to) fields.from = ["from must be on or before to."];
    else if (spansYears(from, to, MAX_RANGE_YEARS)) fields.to = [`The range may span at most ${MAX_RANGE_YEARS} years.`];
  }
  return from && to && Object.keys(fields).length === 0 ? { ok: true, range: { from, to } } : { ok: false, fields };
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
// Months counted as whole numbers, so stepping and comparing never depend on how a date is capped or spelled.
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const monthOfNumber = (n: number) => `${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;
const nextMonth = (day: string) => `${monthOfNumber(monthNumber(day) + 1)}-01`;

/**
 * How a range reads the counts: whole months from the monthly counts,
 * the days before the first whole month and after the last from the daily
 * ones. `months` is half-open [start, end); `days` are closed ranges.
 */
export function rangeParts(range: DayRange): { months: { start: string; end: string } | null; days: DayRange[] } {
  const start = range.from === monthStart(range.from) ? range.from : nextMonth(range.from);
  const after = addDays(range.to, 1);
  const end = after === monthStart(after) ? after : monthStart(range.to);
  if (start >= end) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < start) days.push({ from: range.from, to: addDays(start, -1) });
  if (end <= range.to) days.push({ from: end, to: range.to });
  return { months: { start, end }, days };
}

/** Every month the range touches, as "YYYY-MM". */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  for (let n = monthNumber(range.from); n <= monthNumber(range.to); n++) months.push(monthOfNumber(n));
  return months;
}

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-09" → "Sep 2026". */
export function monthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

export type Dimension = "agency" | "product" | "carrier" | "state";

// The bit GROUPING(agency, product, carrier, state) sets for a dimension counted over all its values.
const dimensionBit: Record<Dimension, number> = { agency: 8, product: 4, carrier: 2, state: 1 };

/** The counts keyed by exactly these dimensions (the others counted over all their values). */
export function cuboidOf(fixed: readonly Dimension[]): number {
  return fixed.reduce((bits, dimension) => bits & ~dimensionBit[dimension], 15);
}

/**
 * The combinations of dimensions the database counts ahead (migration
 * dashboard_tally's GROUPING SETS): over all, each alone, product with
 * carrier. Any other combination is summed from the events.
 */
const talliedCuboids = new Set([[], ["agency"], ["product"], ["carrier"], ["state"], ["product", "carrier"]].map((fixed) => cuboidOf(fixed as Dimension[])));

/** Whether the counts keyed by exactly these dimensions are kept ahead. */
export function isTallied(fixed: readonly Dimension[]): boolean {
  return talliedCuboids.has(cuboidOf(fixed));
}

/** part ÷ whole, or null when there is no whole. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export const queueAgingBuckets = ["underOneDay", "oneToThreeDays", "threeToSevenDays", "overSevenDays"] as const;
export type QueueAgingBucket = (typeof queueAgingBuckets)[number];

export const queueAgingLabels: Record<QueueAgingBucket, string> = {
  underOneDay: "Under 1 day",
  oneToThreeDays: "1–3 days",
  threeToSevenDays: "3–7 days",
  overSevenDays: "Over 7 days",
};

/** A count's key with no value: a decline or cancellation without a reason. */
export const NO_REASON = "No reason given";

/**
 * How the app shows dates and times (spec 1 §5, §9): every date as MM/DD/YYYY,
 * and a timestamp relatively ("12 seconds ago", "5 minutes ago", "3 hours
 * ago") while it is under 24 hours old, then as its day. A calendar day (an
 * effective date, a cancellation date) is the same day everywhere; the day of
 * an instant (a note written, a row updated) is the viewer's, or that of the
 * zone given.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLOCK_SKEW_MS = 60 * 1000;
const LOCALE = "en-US";

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day ("2026-12-26", or the day part of a stored date) as "12/26/2026"; "" for none or no real day. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? DAY.exec(day) : null;
  if (!match || !isRealDay(Number(match[1]), Number(match[2]), Number(match[3]))) return "";
  return `${match[2]}/${match[3]}/${match[1]}`;
}

// One formatter per kind and zone: building them is the slow part.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: "day" | "exact", timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone ?? ""}`;
  let found = formatters.get(key);
  if (!found) {
    const day = { month: "2-digit", day: "2-digit", year: "numeric", timeZone } as const;
    found = new Intl.DateTimeFormat(LOCALE, kind === "day" ? day : { ...day, hour: "numeric", minute: "2-digit", timeZoneName: "short" });
    formatters.set(key, found);
  }
  return found;
}

function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day of an instant as MM/DD/YYYY, in `timeZone` (an IANA name) or else the viewer's own; "" for no instant. */
export function formatInstantDay(iso: string, timeZone?: string): string {
  const date = instant(iso);
  return date ? formatter("day", timeZone).format(date) : "";
}

/** An instant to the minute with its zone, "11/26/2026, 5:24 PM EST": what a relative timestamp stands for. */
export function formatExactTime(iso: string, timeZone?: string): string {
  const date = instant(iso);
  return date ? formatter("exact", timeZone).format(date) : "";
}

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

/**
 * A timestamp as spec 1 §9 shows it at `now`: seconds, minutes or hours ago
 * under 24 hours ("now" at 0 seconds), otherwise its day. Up to a minute
 * ahead of `now` (a viewer's clock a little behind the server's) reads "now";
 * further ahead, its day.
 */
export function formatRelativeTime(iso: string, now: Date | number, timeZone?: string): string {
  const date = instant(iso);
  if (!date) return "";
  const age = Number(now) - date.getTime();
  if (age >= DAY_MS || age < -CLOCK_SKEW_MS) return formatInstantDay(iso, timeZone);
  const seconds = Math.floor(Math.max(0, age) / 1000);
  if (seconds < 60) return relative.format(-seconds, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, "minute");
  return relative.format(-Math.floor(minutes / 60), "hour");
}

/** How the dashboard writes its figures; money is formatted by lib/domain/costs.ts like everywhere else. */

const NONE = "—";
const counts = new Intl.NumberFormat("en-US");

/** 1234 → "1,234". */
export const formatCount = (count: number) => counts.format(count);

/** A share as a percentage to a tenth: 0.5 → "50%", 4 ÷ 3 → "133.3%"; "—" when there was nothing to divide by. */
export function formatPercent(share: number | null): string {
  return share === null ? NONE : `${counts.format(Math.round(share * 1000) / 10)}%`;
}

/** Calendar hours: 1 → "1 hour", 36 → "36 hours"; "—" when nothing was counted. */
export function formatHours(hours: number | null): string {
  if (hours === null) return NONE;
  return `${counts.format(hours)} ${hours === 1 ? "hour" : "hours"}`;
}

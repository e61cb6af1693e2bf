/**
 * Cost columns and money display (spec 2 §2, §4, §9; spec 3 §9). Money is
 * integer cents everywhere; these helpers only format it.
 */

export type CostColumn = "QUOTE" | "COST";

const quoteStatuses: readonly string[] = ["QuoteApproved", "PendingBind"];

// A policy in force: Bound, or bound with a renewal, a cancellation or a reinstatement asked for or decided around it.
// Its price stays the figure of record (a policy whose renewal was requested kept no COST column before 2026-11-28).
const inForceStatuses: readonly string[] = [
  "Bound",
  "RequestedRenewal",
  "CancellationRequested",
  "CancellationScheduled",
  "CancellationDenied",
  "PolicyReinstated",
];

/**
 * The cost column title of a coverage table. When both a policy in force and
 * quoted applications appear, COST wins: the bound price is the figure of
 * record, and a QUOTE title would present it as a mere offer.
 */
export function costColumn(statuses: readonly string[]): CostColumn | null {
  if (statuses.some((s) => inForceStatuses.includes(s))) return "COST";
  if (statuses.some((s) => quoteStatuses.includes(s))) return "QUOTE";
  return null;
}

/** The policy summary total: the sum of totalCost across coverages; an unpriced coverage adds nothing. */
export function policyTotalCents(apps: readonly { totalCostCents: number | null }[]): number {
  return apps.reduce((sum, app) => sum + (app.totalCostCents ?? 0), 0);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// Rounds half away from zero on the magnitude, so -0.5 never prints as "-$0".
function roundedMagnitude(value: number): number {
  return Math.round(Math.abs(value));
}

/** Whole dollars, rounded: 123456 → "$1,235". */
export function formatWholeDollars(cents: number): string {
  const dollars = roundedMagnitude(cents / 100);
  const sign = cents < 0 && dollars > 0 ? "-" : "";
  return `${sign}$${groupThousands(String(dollars))}`;
}

/** Dollars and cents: 123456 → "$1,234.56". */
export function formatCurrency(cents: number): string {
  const whole = roundedMagnitude(cents);
  const sign = cents < 0 && whole > 0 ? "-" : "";
  const dollars = Math.floor(whole / 100);
  const rest = String(whole % 100).padStart(2, "0");
  return `${sign}$${groupThousands(String(dollars))}.${rest}`;
}

/** A whole-dollar range 'low - high' (price indication, spec 2 §9), lower bound first; one figure when both ends read the same. */
export function priceRange(lowCents: number, highCents: number): string {
  const [low, high] = [lowCents, highCents].sort((a, b) => a - b).map(formatWholeDollars);
  return low === high ? low : `${low} - ${high}`;
}

/** Cents as the API's dollar amounts; an unpriced amount stays null. */
export const centsToDollars = (cents: number | null | undefined) => (cents == null ? null : cents / 100);

/** The most a policy's cost may reach, either way, in cents: what its column holds (32 bits), rounded down to a sum people read. */
export const POLICY_COST_MAX_CENTS = 2_000_000_000;
export const POLICY_COST_TOO_HIGH = "Binding this endorsement would take the policy's cost past $20,000,000.";

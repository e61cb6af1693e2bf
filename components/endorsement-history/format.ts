import { formatWholeDollars } from "@/lib/domain/costs";
import { endorsementStatusLabel } from "@/lib/domain/endorsements";
import { entityTypeLabels, type EntityType } from "@/lib/domain/entity-types";
import { formatDay } from "@/lib/domain/dates";

/** Status toasts (spec 3 §8): the label of the tab the endorsement moved to, twice. */
export function statusMovedMessage(status: string): string {
  const label = endorsementStatusLabel(status);
  return `Endorsement ${label}, see '${label}' tab`;
}

export const STATUS_ERROR = "Error occurred during status request, please try again later.";
export const PRICE_UPDATED = "Endorsement price updated successfully.";
export const PRICE_ERROR = "Error occurred during pricing request, please try again later.";

/** The endorsement's total cost in cents; null while it is not priced. */
export function endorsementCostCents(e: { pricing: { totalCost: number | null } }): number | null {
  return e.pricing.totalCost === null ? null : Math.round(e.pricing.totalCost * 100);
}

/** Rows grouped by effective date (spec 3 §3), the groups in the order their first row comes. */
export function groupByEffectiveDate<T extends { effectiveDate: string }>(rows: readonly T[]): { effectiveDate: string; rows: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.effectiveDate);
    if (group) group.push(row);
    else groups.set(row.effectiveDate, [row]);
  }
  return [...groups].map(([effectiveDate, grouped]) => ({ effectiveDate, rows: grouped }));
}

const NONE = "—";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Address {
  streetAddress?: string | null;
  aptSuite?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

function isAddress(value: object): value is Address {
  return "streetAddress" in value && "city" in value;
}

function formatAddress(a: Address): string {
  const street = [a.streetAddress, a.aptSuite].filter(Boolean).join(", ");
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [street, place].filter(Boolean).join(", ");
}

export interface ValueShape {
  /** The question type (an answer) or the insured field name (company info). */
  type?: string;
  options?: unknown;
}

function optionLabel(options: unknown, value: string): string {
  if (!Array.isArray(options)) return value;
  const match = options.find((o): o is { value: string; label: string } => typeof o === "object" && o !== null && (o as { value?: unknown }).value === value);
  return match?.label ?? value;
}

/**
 * A previous or new value as the changes show it: dates in short locale form,
 * currency in whole dollars, percentages with %, options by their labels,
 * addresses on one line, and a dash for no value.
 */
export function formatChangeValue(value: unknown, shape: ValueShape = {}): string {
  if (value === null || value === undefined || value === "") return NONE;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (shape.type === "currency") return formatWholeDollars(Math.round(value * 100));
    if (shape.type === "percent_100" || shape.type === "percent") return `${value}%`;
    return value.toLocaleString("en-US");
  }
  if (typeof value === "string") {
    if (shape.type === "entityType") return entityTypeLabels[value as EntityType] ?? value;
    if (DAY.test(value)) return formatDay(value);
    return optionLabel(shape.options, value);
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => formatChangeValue(v, shape)).join(", ") : NONE;
  if (typeof value === "object" && isAddress(value)) return formatAddress(value) || NONE;
  return JSON.stringify(value);
}

import "server-only";
import { AppError } from "../errors";

/**
 * Optimistic concurrency, the same for every record updated in place: a write
 * names the `updatedDate` of the record it was based on (in the body, or as
 * `If-Match`, which the route wrapper folds into the body), the UPDATE only
 * matches while the row still has it, and a write based on an older state is
 * 409 with the record as stored now in `error.current`. Nothing is written.
 */
export interface Freshness {
  /** The updatedAt the write was based on. */
  basedOn: Date;
  /** The 409 to answer, with the record re-read in the same transaction (a new statement sees what is committed now). */
  stale: () => Promise<AppError>;
}

/** The updatedDate a write is based on, as a time: 422 when it is missing or not a date-time. */
export function basedOnTime(updatedDate: string | null | undefined): Date {
  if (!updatedDate) throw new AppError("unprocessable", "Send the updatedDate this change is based on.", { updatedDate: ["updatedDate is required."] });
  const at = new Date(updatedDate);
  if (Number.isNaN(at.getTime())) throw new AppError("unprocessable", "updatedDate must be an ISO date-time.", { updatedDate: ["Invalid date-time."] });
  return at;
}

/** A write based on a state that is no longer the stored one: 409 with the message and the record as it is now. */
export function staleConflict(message: string, current: unknown, details?: Record<string, unknown>): AppError {
  return new AppError("conflict", message, undefined, { ...details, current });
}

/** Refuses before any other work when the record as read is already newer than the write's basis. */
export async function assertFresh(updatedAt: Date, freshness: Freshness): Promise<void> {
  if (updatedAt.getTime() !== freshness.basedOn.getTime()) throw await freshness.stale();
}

/**
 * Compare-and-set: `update` must put `guard` into its `where`, so a change
 * committed between the read and this write makes it match no row (409)
 * instead of being overwritten.
 */
export async function updateIfFresh(update: (guard: { updatedAt: Date }) => Promise<{ count: number }>, freshness: Freshness): Promise<void> {
  const { count } = await update({ updatedAt: freshness.basedOn });
  if (count === 0) throw await freshness.stale();
}

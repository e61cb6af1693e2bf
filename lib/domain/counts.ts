/**
 * A tab counts what it holds up to this many, then says "1,000+": a count stops there, so it costs the same whatever
 * the size of the book.
 */
export const COUNT_CAP = 1000;

/** A tab's count as it reads. */
export function countLabel(count: number): string {
  return count >= COUNT_CAP ? `${COUNT_CAP.toLocaleString("en-US")}+` : String(count);
}

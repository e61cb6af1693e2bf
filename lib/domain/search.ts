/** The longest search text any list takes (zod-free, so screens can use it without loading zod). */
export const MAX_SEARCH_LENGTH = 100;

/** A list's search as an address gives it (?search=): trimmed and cut to the longest a list takes; "" for none. */
export function searchFromAddress(value: string | string[] | undefined): string {
  return typeof value === "string" ? value.trim().slice(0, MAX_SEARCH_LENGTH) : "";
}

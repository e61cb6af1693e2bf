import type { SortDirection } from "../list-sort";

/** The words of a caption sorted by a text: "by insured, A to Z". */
export const byText = (what: string, direction: SortDirection) => `by ${what}, ${direction === "asc" ? "A to Z" : "Z to A"}`;

/** The words of a caption sorted by a date: "by bound date, latest first". */
export const byDate = (what: string, direction: SortDirection) => `by ${what}, ${direction === "desc" ? "latest first" : "earliest first"}`;

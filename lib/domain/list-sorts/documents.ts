import type { ListSort } from "../list-sort";
import { byText } from "./words";

/* The documents list's sorts: its keys, as the address and the API write them, and the words its caption says them in. */

/**
 * What the documents list sorts by: when each was uploaded, newest first unless turned round, or, A to Z first, the
 * file's name (`file`), the product (`product`), who uploaded it (`uploader`) or its classification (`classification`).
 */
export const documentListSortKeys = ["uploaded", "file", "product", "uploader", "classification"] as const;

/** The caption's words for the documents list's sort. */
export function documentListOrder(sort: ListSort): string {
  const text = { file: "file name", product: "product", uploader: "uploader", classification: "classification" }[sort.key];
  if (text) return byText(text, sort.direction);
  return sort.direction === "desc" ? "newest first" : "oldest first";
}

import type { QueryKey } from "@tanstack/react-query";
import type { Changed } from "./changed-reads";
import { staleCurrent } from "./client";
import { getQueryClient } from "./query-client";

export type { Changed };

/**
 * Marks what `changes` made out of date; the reads of screens showing it start
 * again, the others when next shown. Which reads those are is told by code
 * that loads with the first write, not with the page.
 */
export async function invalidate(...changes: Changed[]): Promise<void> {
  if (!changes.length) return;
  const { isChangedBy } = await import("./changed-reads");
  await getQueryClient().invalidateQueries({ predicate: (query) => changes.some((change) => isChangedBy(query, change)) });
}

/**
 * A write whose outcome, taken or refused (a refusal, 409, means what is on
 * screen is out of date), invalidates what it changed once it has settled:
 * `changed` is told the answer, or undefined when the write was refused.
 */
export async function invalidateWhenSettled<T>(write: Promise<T>, changed: (answer: T | undefined) => Changed[]): Promise<T> {
  let answer: T | undefined;
  try {
    answer = await write;
    return answer;
  } finally {
    void invalidate(...changed(answer));
  }
}

/**
 * A write refused as stale (409) answers the record as it is now
 * (`error.current`): it is put in place at `key` at once, so the screen shows
 * what changed while the read again is under way. The refusal goes on to the
 * caller, which says it.
 */
export function takeCurrent(key: QueryKey): (error: unknown) => never {
  return (error) => {
    const current = staleCurrent(error);
    if (current !== undefined) getQueryClient().setQueryData(key, current);
    throw error;
  };
}

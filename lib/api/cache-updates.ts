import type { QueryKey } from "@tanstack/react-query";
import { ApiError } from "./client";
import { getQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

/**
 * What each kind of write changes, as the query keys whose reads it makes out
 * of date: screens showing them read them again (inactive ones when next
 * shown).
 */
const changes: Record<"applications" | "submissions" | "documents" | "endorsements" | "notes", readonly QueryKey[]> = {
  /** An application's status, a renewal or its link, or a cancellation or reinstatement of the policy: the submission lists it (spec 1 §7). */
  applications: [queryKeys.applications.all, queryKeys.submissions.all, queryKeys.workQueue.all, queryKeys.records.all],
  /** A submission saved: its applications carry its insured. */
  submissions: [queryKeys.submissions.all, queryKeys.applications.all, queryKeys.workQueue.all],
  /** A document uploaded, removed, or shown or hidden: the application's required documents follow. */
  documents: [queryKeys.documents.all, queryKeys.applications.all],
  /** An endorsement's status or price; binding one changes the policy. */
  endorsements: [queryKeys.endorsements.all, queryKeys.applications.all],
  /** A note written, changed or removed, or notifications marked read. */
  notes: [queryKeys.notes.all, queryKeys.notifications.all],
};

export type Change = keyof typeof changes;

/** Marks what `change` makes out of date; the reads of screens showing it start again. */
export function invalidate(...kinds: Change[]): Promise<void> {
  const client = getQueryClient();
  const keys = new Set<QueryKey>(kinds.flatMap((kind) => changes[kind]));
  return Promise.all([...keys].map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * A write whose outcome, taken or refused (a refusal, 409, means what is on
 * screen is out of date), invalidates `kinds` once it has settled.
 */
export async function invalidateWhenSettled<T>(write: Promise<T>, ...kinds: Change[]): Promise<T> {
  try {
    return await write;
  } finally {
    void invalidate(...kinds);
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
    if (error instanceof ApiError && error.status === 409 && error.details?.current !== undefined) getQueryClient().setQueryData(key, error.details.current);
    throw error;
  };
}

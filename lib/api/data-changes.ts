import type { ApplicationUpdate } from "@/lib/schemas/application-answer";

/**
 * Tells the parts of a page that keep their own reads that something they show
 * changed elsewhere: a write announces what it changed, and every screen
 * showing it reads it again (the bell and the notes lists refresh each other
 * this way).
 */
interface ChangeDetail {
  /** A document was uploaded, removed, or shown or hidden. */
  documents: void;
  /** An endorsement's status or price changed (the endorsement history's dialog). */
  endorsements: void;
  /**
   * An application changed, with the submission that lists it: its status, a
   * renewal, a renewal link, or a cancellation or reinstatement of the policy.
   */
  applications: void;
  /**
   * An application as a write to it was answered: the screens showing it put
   * what the answer carries in place at once (`withUpdate`), so the next write
   * is based on it; `applications` follows.
   */
  application: ApplicationUpdate;
  notes: void;
  notifications: void;
  /** A submission was saved, or a save was refused as stale. */
  submissions: void;
}

export type DataKind = keyof ChangeDetail;

export type Listener<K extends DataKind> = (detail: ChangeDetail[K]) => void;
// Kinds without a detail are announced with none.
type Detail<K extends DataKind> = ChangeDetail[K] extends void ? [] : [ChangeDetail[K]];

const listeners: { [K in DataKind]?: Set<Listener<K>> } = {};

export function announceDataChange<K extends DataKind>(kind: K, ...[detail]: Detail<K>): void {
  for (const listener of listeners[kind] ?? []) listener(detail as ChangeDetail[K]);
}

/** Calls `listener` on every change of `kind`; returns the unsubscribe. */
export function onDataChange<K extends DataKind>(kind: K, listener: Listener<K>): () => void {
  const set: Set<Listener<K>> = (listeners[kind] as Set<Listener<K>> | undefined) ?? new Set();
  (listeners as Record<K, Set<Listener<K>>>)[kind] = set;
  set.add(listener);
  return () => void set.delete(listener);
}

/** The kinds announced without a detail. */
type PlainKind = { [K in DataKind]: ChangeDetail[K] extends void ? K : never }[DataKind];

/**
 * A write whose outcome, taken or refused (a refusal, 409, means what is on
 * screen is out of date), is announced as `kinds` once it has settled, so
 * every screen showing them reads them again.
 */
export async function announceWhenSettled<T>(write: Promise<T>, ...kinds: PlainKind[]): Promise<T> {
  try {
    return await write;
  } finally {
    for (const kind of kinds) announceDataChange(kind);
  }
}

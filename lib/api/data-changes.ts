/**
 * Tells the parts of a page that keep their own reads that something they show
 * changed elsewhere on the page: the bell (outside the query cache) and the
 * notes lists (inside it) refresh each other this way.
 */
export type DataKind = "notes" | "notifications";

const listeners = new Map<DataKind, Set<() => void>>();

export function announceDataChange(kind: DataKind): void {
  for (const listener of listeners.get(kind) ?? []) listener();
}

/** Calls `listener` on every change of `kind`; returns the unsubscribe. */
export function onDataChange(kind: DataKind, listener: () => void): () => void {
  const set = listeners.get(kind) ?? new Set();
  listeners.set(kind, set);
  set.add(listener);
  return () => void set.delete(listener);
}

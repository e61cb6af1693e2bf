import { db, type Tx } from "@/server/db";

/**
 * A row of `table` locked FOR UPDATE by a transaction left open until
 * `release`: a write that needs the row waits on it meanwhile. What `write`
 * does under the lock commits at the release, as a change committing while
 * the waiting write waits.
 */
export async function holdRow(table: "Application" | "Document" | "Submission", id: string, write?: (tx: Tx) => Promise<unknown>) {
  let locked!: () => void;
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (locked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = db.$transaction(
    async (tx) => {
      await tx.$queryRawUnsafe(`SELECT id FROM "${table}" WHERE id = $1 FOR UPDATE`, id);
      await write?.(tx);
      locked();
      await released;
    },
    { timeout: 20_000 },
  );
  await ready;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

async function untilWaiting(count: number, pattern: string, failure: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const [{ waiting }] = await db.$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE ${pattern}`;
    if (waiting >= count) return;
  }
  throw new Error(failure);
}

/** Resolves once a statement naming `table` is waiting on a lock; fails after 10 s. */
export function waitingOn(table: string): Promise<void> {
  return untilWaiting(1, `%"${table}"%`, `Nothing waited on a lock over "${table}"`);
}

/** Resolves once `count` statements, whatever they name, are waiting on locks; fails after 10 s. */
export function waitingStatements(count: number): Promise<void> {
  return untilWaiting(count, "%", `Fewer than ${count} statements waited on locks`);
}

import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// PGlite allows one opener per data folder: every user in a process shares one instance.
const holder = globalThis as typeof globalThis & { __embeddedDatabases?: Map<string, PGlite> };
const instances = (holder.__embeddedDatabases ??= new Map());

export function embeddedDatabase(dataDir: string): PGlite {
  let instance = instances.get(dataDir);
  if (!instance || instance.closed) {
    fs.mkdirSync(dataDir, { recursive: true });
    // The migrations create pg_trgm (insured name search); PGlite ships it as a bundle to load.
    instance = new PGlite(dataDir, { extensions: { pg_trgm } });
    instances.set(dataDir, instance);
  }
  return instance;
}

/** Closes every embedded database of this process, so another process may open them. */
export async function closeEmbeddedDatabases(): Promise<void> {
  const open = [...instances.values()].filter((i) => !i.closed);
  instances.clear();
  await Promise.all(open.map((i) => i.close()));
}

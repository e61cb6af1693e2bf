import path from "node:path";

/** Where the data lives: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite in a folder. */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  return { kind: "pglite", dataDir: path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DATA_DIR?.trim() || ".data/pglite") };
}

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") return `embedded PostgreSQL (PGlite) in ${target.dataDir}`;
  const u = new URL(target.url);
  return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client";
import { databaseTarget, type DatabaseTarget } from "./config";
import { embeddedDatabase } from "./embedded";

export type Db = PrismaClient;

// Enough for every query shape the app sends; past it, new shapes run unprepared rather than grow without bound.
const MAX_PREPARED_STATEMENTS = 1_000;

/**
 * Names each distinct query so every pooled connection prepares it once and
 * PostgreSQL can reuse its plan: planning the large relation queries costs
 * more than running them.
 */
function statementNames() {
  const names = new Map<string, string>();
  return ({ sql }: { sql: string }): string | undefined => {
    let name = names.get(sql);
    if (!name && names.size < MAX_PREPARED_STATEMENTS) {
      name = `q${createHash("sha1").update(sql).digest("base64url")}`;
      names.set(sql, name);
    }
    return name;
  };
}

/** Connections per app server (DATABASE_POOL_SIZE, default 10): servers × pool size must stay below PostgreSQL's max_connections. */
export function databasePoolSize(env: Record<string, string | undefined> = process.env): number {
  const size = Number(env.DATABASE_POOL_SIZE ?? 10);
  if (!Number.isInteger(size) || size < 1 || size > 200) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 200, not "${env.DATABASE_POOL_SIZE}".`);
  return size;
}

/** A Prisma client on PostgreSQL (adapter-pg) or on embedded PGlite, chosen by the environment. */
export function createPrismaClient(target: DatabaseTarget = databaseTarget()): PrismaClient {
  if (target.kind === "postgres") {
    // The adapter passes the name straight to pg, where no name means an unprepared statement.
    const statementNameGenerator = statementNames() as (query: { sql: string }) => string;
    const pool = {
      connectionString: target.url,
      max: databasePoolSize(),
      // While PostgreSQL is down or saturated, a request fails fast (503) instead of queueing for minutes.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    };
    return new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator }) });
  }
  return new PrismaClient({ adapter: new PrismaPGlite(embeddedDatabase(target.dataDir)) });
}

import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client";
import { serverEnv } from "../env";
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

export interface DatabasePoolOptions {
  /** Connections per app server: servers × max must stay below PostgreSQL's max_connections. */
  max: number;
  /** How long a query waits for a connection (a free one in the pool or a new one) before the request is answered 503. */
  connectionTimeoutMillis: number;
  /** PostgreSQL cancels a statement running longer (SQLSTATE 57014), so a slow database answers 503 instead of holding the request. */
  statement_timeout: number;
  idleTimeoutMillis: number;
  /** Notices a connection whose server went away without closing it (a crashed host, a dropped network). */
  keepAlive: boolean;
}

/** The pg pool of one app server, sized and bounded by DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS. */
export function databasePoolOptions(env: Record<string, string | undefined> = process.env): DatabasePoolOptions {
  const vars = serverEnv(env);
  return {
    max: vars.DATABASE_POOL_SIZE ?? 10,
    connectionTimeoutMillis: vars.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
    statement_timeout: vars.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  };
}

/** A Prisma client on PostgreSQL (adapter-pg) or on embedded PGlite, chosen by the environment. */
export function createPrismaClient(target: DatabaseTarget = databaseTarget(), env: Record<string, string | undefined> = process.env): PrismaClient {
  if (target.kind === "postgres") {
    // The adapter passes the name straight to pg, where no name means an unprepared statement.
    const statementNameGenerator = statementNames() as (query: { sql: string }) => string;
    const pool = databasePoolOptions(env);
    return new PrismaClient({
      adapter: new PrismaPg({ connectionString: target.url, ...pool }, { statementNameGenerator }),
      // A transaction waits for a connection as long as a single query does (Prisma's own default is 2 s), and may run as long as one statement.
      transactionOptions: { maxWait: pool.connectionTimeoutMillis, timeout: pool.statement_timeout },
    });
  }
  return new PrismaClient({ adapter: new PrismaPGlite(embeddedDatabase(target.dataDir)) });
}

import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client";
import { serverEnv } from "../env";
import { databaseTarget, type DatabaseTarget } from "./config";
import { embeddedDatabase } from "./embedded";

export type Db = PrismaClient;

/**
 * Hand-written SQL on the connections Prisma uses, for the hottest reads: a
 * statement through pg costs a third of the CPU the same statement costs
 * through Prisma. Values come back as pg parses them (json parsed, text as is).
 */
export interface SqlReader {
  query<T>(text: string, values: unknown[]): Promise<T[]>;
}

export interface Database {
  prisma: PrismaClient;
  sql: SqlReader;
}

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

function postgres(url: string, env: Record<string, string | undefined>): Database {
  const options = databasePoolOptions(env);
  const pool = new pg.Pool({
    connectionString: url,
    ...options,
    // The pool outlives $disconnect (the reader shares it), so idle connections must not keep a script running.
    allowExitOnIdle: true,
  });
  // A pooled connection PostgreSQL dropped while idle (a restart) is discarded by pg; the next query opens a new one.
  pool.on("error", () => {});
  const name = statementNames();
  // The adapter passes the name straight to pg, where no name means an unprepared statement.
  const statementNameGenerator = name as (query: { sql: string }) => string;
  return {
    prisma: new PrismaClient({
      // One pg at run time; the adapter only brings newer typings of it.
      adapter: new PrismaPg(pool as unknown as ConstructorParameters<typeof PrismaPg>[0], { statementNameGenerator }),
      // A transaction waits for a connection as long as a single query does (Prisma's own default is 2 s), and may run as long as one statement.
      transactionOptions: { maxWait: options.connectionTimeoutMillis, timeout: options.statement_timeout },
    }),
    sql: { query: async (text, values) => (await pool.query({ name: name({ sql: text }), text, values })).rows },
  };
}

function embedded(dataDir: string): Database {
  const lite = embeddedDatabase(dataDir);
  return {
    prisma: new PrismaClient({ adapter: new PrismaPGlite(lite) }),
    sql: { query: async <T>(text: string, values: unknown[]) => (await lite.query<T>(text, values)).rows },
  };
}

/** The Prisma client and the SQL reader on one set of connections: PostgreSQL (adapter-pg) or embedded PGlite, chosen by the environment. */
export function openDatabase(target: DatabaseTarget = databaseTarget(), env: Record<string, string | undefined> = process.env): Database {
  return target.kind === "postgres" ? postgres(target.url, env) : embedded(target.dataDir);
}

/** A Prisma client on PostgreSQL (adapter-pg) or on embedded PGlite, chosen by the environment. */
export function createPrismaClient(target: DatabaseTarget = databaseTarget(), env: Record<string, string | undefined> = process.env): PrismaClient {
  return openDatabase(target, env).prisma;
}

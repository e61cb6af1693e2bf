import "server-only";
import type { Prisma } from "./generated/prisma/client";
import { openDatabase, type Database, type Db, type SqlReader } from "./db/client";
import { currentRequestContext } from "./request-context";

const holder = globalThis as typeof globalThis & { __marketplaceDb?: Database };

function database(): Database {
  holder.__marketplaceDb ??= openDatabase();
  return holder.__marketplaceDb;
}

const client = (): Db => database().prisma;

type TransactionArgs = Parameters<Db["$transaction"]>;

/**
 * Transactions started for a request first tell the database who acts, for
 * the audit trail's triggers (transaction-local settings, so pooled
 * connections never carry them over). Writes that should name their author
 * therefore run in a transaction.
 */
function auditedTransaction(real: Db) {
  return (...args: TransactionArgs) => {
    const [work, options] = args;
    const context = currentRequestContext();
    if (!context) return real.$transaction(...args);
    const setActor = (client: Pick<Db, "$executeRaw">) =>
      client.$executeRaw`SELECT set_config('app.actor_id', ${context.actorId ?? ""}, true), set_config('app.request_id', ${context.requestId}, true)`;
    if (Array.isArray(work)) return real.$transaction([setActor(real), ...work], options).then((results) => results.slice(1));
    return real.$transaction(async (tx) => {
      await setActor(tx);
      return work(tx);
    }, options);
  };
}

/**
 * The one Prisma client of the server process. Created on first use so that
 * building the app never opens the database, and kept on globalThis so that
 * dev reloads never open the embedded database twice.
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = client();
    if (prop === "$transaction") return auditedTransaction(real);
    const value = Reflect.get(real, prop, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

/** The client a service function works through: the transaction it joined, or `db` itself. */
export type Tx = Prisma.TransactionClient;
export type { SqlReader };
/** Hand-written SQL on the same connections, for the reads every request makes (server/db/client.ts). */
export const sql: SqlReader = { query: (text, values) => database().sql.query(text, values) };
/** The same reader inside a transaction, on its connection: Prisma hands raw SQL to the driver without compiling it. */
export const sqlIn = (tx: Tx): SqlReader => ({ query: <T>(text: string, values: unknown[]) => tx.$queryRawUnsafe<T[]>(text, ...values) });

import "server-only";
import { createPrismaClient, type Db } from "./db/client";

const holder = globalThis as typeof globalThis & { __marketplaceDb?: Db };

function client(): Db {
  holder.__marketplaceDb ??= createPrismaClient();
  return holder.__marketplaceDb;
}

/**
 * The one Prisma client of the server process. Created on first use so that
 * building the app never opens the database, and kept on globalThis so that
 * dev reloads never open the embedded database twice.
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = client();
    const value = Reflect.get(real, prop, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

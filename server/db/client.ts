import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client";
import { databaseTarget, type DatabaseTarget } from "./config";
import { embeddedDatabase } from "./embedded";

export type Db = PrismaClient;

/** A Prisma client on PostgreSQL (adapter-pg) or on embedded PGlite, chosen by the environment. */
export function createPrismaClient(target: DatabaseTarget = databaseTarget()): PrismaClient {
  if (target.kind === "postgres") {
    return new PrismaClient({ adapter: new PrismaPg({ connectionString: target.url }) });
  }
  return new PrismaClient({ adapter: new PrismaPGlite(embeddedDatabase(target.dataDir)) });
}

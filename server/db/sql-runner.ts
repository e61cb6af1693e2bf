import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { DatabaseTarget } from "./config";

/** The minimum a migration needs: run SQL, read rows, close. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openSqlRunner(target: DatabaseTarget): Promise<SqlRunner> {
  if (target.kind === "pglite") {
    fs.mkdirSync(target.dataDir, { recursive: true });
    const lite = await PGlite.create(target.dataDir);
    return {
      exec: async (sql) => {
        await lite.exec(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await lite.query<T>(sql, params)).rows,
      close: () => lite.close(),
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

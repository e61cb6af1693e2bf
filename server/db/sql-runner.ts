import pg from "pg";
import type { DatabaseTarget } from "./config";
import { embeddedDatabase } from "./embedded";

/** The minimum a migration needs: run SQL, read rows, close. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openSqlRunner(target: DatabaseTarget): Promise<SqlRunner> {
  if (target.kind === "pglite") {
    const lite = embeddedDatabase(target.dataDir);
    await lite.waitReady;
    return {
      exec: async (sql) => {
        await lite.exec(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await lite.query<T>(sql, params)).rows,
      // The instance is shared within the process; closeEmbeddedDatabases() releases it.
      close: async () => {},
    };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

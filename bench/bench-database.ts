import pg from "pg";

/**
 * The PostgreSQL a benchmark runs on: BENCH_DATABASE_URL (its name must
 * contain "test": it is wiped), else the database `name` on the local server,
 * created when missing.
 */
export async function benchDatabase(name: string): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: "postgresql://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return `postgresql://postgres@127.0.0.1:5432/${name}`;
}

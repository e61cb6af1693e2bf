import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseTarget } from "@/server/db/config";
import { applyMigrations, readMigrations } from "@/server/db/migrate";
import { openSqlRunner } from "@/server/db/sql-runner";

describe("npm run db:migrate", () => {
  it("applies nothing the second time and records every migration like Prisma does", async () => {
    const db = await openSqlRunner(databaseTarget());
    try {
      expect(await applyMigrations(db)).toEqual([]);
      const rows = await db.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
        `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
      );
      expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(readMigrations().map((m) => [m.name, m.checksum]));
      expect(rows.every((r) => r.finished_at)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("refuses a migration that was changed after it was applied", async () => {
    const db = await openSqlRunner(databaseTarget());
    try {
      const [first, ...rest] = readMigrations();
      await expect(applyMigrations(db, [{ ...first, checksum: "0".repeat(64) }, ...rest])).rejects.toThrow(/changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  it("rolls back a failing migration and records nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
    fs.mkdirSync(path.join(dir, "29990101000000_broken"));
    fs.writeFileSync(path.join(dir, "29990101000000_broken", "migration.sql"), `CREATE TABLE "ShouldNotExist" (id TEXT); SELECT * FROM "NoSuchTable";`);
    const db = await openSqlRunner(databaseTarget());
    try {
      await expect(applyMigrations(db, [...readMigrations(), ...readMigrations(dir)])).rejects.toThrow(/29990101000000_broken failed/);
      const tables = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'ShouldNotExist'`);
      expect(tables).toHaveLength(0);
      const recorded = await db.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '29990101000000_broken'`);
      expect(recorded).toHaveLength(0);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

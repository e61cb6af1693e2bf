import fs from "node:fs";
import { getDMMF } from "@prisma/get-dmmf";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseTarget } from "@/server/db/config";
import { APPLICATION_JSON_COLUMNS } from "@/server/services/application-columns-write";
import { openSqlRunner, type SqlRunner } from "@/server/db/sql-runner";

/**
 * The hand-written SQL migrations and prisma/schema.prisma must describe the
 * same database, both ways: tables, columns, types, nullability, enums and
 * indexes (unique and not).
 */
type Dmmf = Extract<Awaited<ReturnType<typeof getDMMF>>, { datamodel: unknown }>;

const scalarUdt: Record<string, string> = {
  String: "text",
  Int: "int4",
  Boolean: "bool",
  DateTime: "timestamp",
  Json: "jsonb",
  Decimal: "numeric",
  BigInt: "int8",
  Float: "float8",
};
const nativeUdt: Record<string, string> = { Date: "date", Decimal: "numeric", Uuid: "uuid" };

let dmmf: Dmmf;
let db: SqlRunner;

beforeAll(async () => {
  const result = await getDMMF({ datamodel: fs.readFileSync("prisma/schema.prisma", "utf8") });
  if (!("datamodel" in result)) throw new Error(`schema.prisma does not load: ${JSON.stringify(result)}`);
  dmmf = result;
  db = await openSqlRunner(databaseTarget());
  return () => db.close();
});

function schemaColumns() {
  const out: string[] = [];
  for (const m of dmmf.datamodel.models) {
    for (const f of m.fields) {
      if (f.kind === "object") continue;
      const base = f.kind === "enum" ? f.type : f.nativeType ? nativeUdt[f.nativeType[0]] : scalarUdt[f.type];
      const udt = f.isList ? `_${base}` : base;
      const nullable = f.isList || !f.isRequired ? "YES" : "NO";
      out.push(`${m.name}.${f.name} ${udt} null=${nullable}`);
    }
  }
  return out.sort();
}

function schemaIndexes() {
  return dmmf.datamodel.indexes
    .map(
      (i) => `${i.model}(${i.fields.map((f) => `${f.name}${f.sortOrder === "desc" ? " DESC" : ""}`).join(", ")}) ${i.type === "normal" ? "index" : "unique"}`,
    )
    .sort();
}

describe("schema.prisma and the migrated database", () => {
  it("have the same tables", async () => {
    const rows = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'`,
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(dmmf.datamodel.models.map((m) => m.name).sort());
  });

  it("have the same columns, types and nullability", async () => {
    const rows = await db.query<{ table_name: string; column_name: string; udt_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, udt_name, is_nullable FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
    );
    const actual = rows.map((r) => `${r.table_name}.${r.column_name} ${r.udt_name} null=${r.is_nullable}`).sort();
    expect(actual).toEqual(schemaColumns());
  });

  it("have the same enums and values", async () => {
    const rows = await db.query<{ name: string; value: string }>(
      `SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
       JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY t.typname, e.enumsortorder`,
    );
    const actual: Record<string, string[]> = {};
    for (const r of rows) (actual[r.name] ??= []).push(r.value);
    const expected = Object.fromEntries(dmmf.datamodel.enums.map((e) => [e.name, e.values.map((v) => v.name)]));
    expect(actual).toEqual(expected);
  });

  it("have the same indexes, unique or not (primary keys included)", async () => {
    const rows = await db.query<{ table_name: string; columns: string; is_unique: boolean }>(
      `SELECT t.relname AS table_name, ix.indisunique AS is_unique,
              string_agg(a.attname || CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN ' DESC' ELSE '' END, ', ' ORDER BY k.ord) AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
       WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'
       GROUP BY t.relname, ix.indexrelid, ix.indisunique`,
    );
    const actual = rows.map((r) => `${r.table_name}(${r.columns}) ${r.is_unique ? "unique" : "index"}`).sort();
    expect(actual).toEqual(schemaIndexes());
  });
});

describe("the migrated database's trigram indexes", () => {
  it("are read directly: none keeps a pending list that every search would read whole (fastupdate off)", async () => {
    const rows = await db.query<{ name: string; options: string | null }>(
      `SELECT c.relname AS name, array_to_string(c.reloptions, ',') AS options
       FROM pg_index ix JOIN pg_class c ON c.oid = ix.indexrelid JOIN pg_am am ON am.oid = c.relam
       WHERE am.amname = 'gin' ORDER BY c.relname`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => !r.options?.includes("fastupdate=off")).map((r) => r.name)).toEqual([]);
  });
});

describe("hand-written writes", () => {
  it("send as JSON every Json column of Application, and no other", () => {
    const application = dmmf.datamodel.models.find((m) => m.name === "Application")!;
    const json = application.fields.filter((f) => f.kind === "scalar" && f.type === "Json").map((f) => f.name);
    expect([...APPLICATION_JSON_COLUMNS].sort()).toEqual(json.sort());
  });
});

import fc from "fast-check";
import type { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { call, credentialsOf } from "../support/api-client";
import { handoffSignIn, passwordSignIn } from "../support/auth-client";
import { accessMatrix } from "./access-matrix.table";

/**
 * Generated bad input for every route of the access matrix: bodies, path
 * parameters and queries of every shape. Never a 5xx, never internals in the
 * answer, and a refused request writes nothing.
 */

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const RUNS_PER_ROUTE = Number(process.env.GENERATED_RUNS_PER_ROUTE ?? 40);
// Sign-in bookkeeping records the attempt itself (session use, throttling counters): not a write of the request.
const BOOKKEEPING = new Set(["AuthSession", "RateLimit", "HandoffToken", "_prisma_migrations"]);

let tables: { name: string; updated: boolean }[] = [];

/** Row count and latest change of every table, in one statement. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = tables.map(
    (t) => `SELECT '${t.name}' AS t, count(*)::text || ':' || ${t.updated ? `coalesce(max("updatedAt")::text, '')` : "''"} AS v FROM "${t.name}"`,
  );
  const rows = await db.$queryRawUnsafe<{ t: string; v: string }[]>(parts.join(" UNION ALL "));
  return Object.fromEntries(rows.map((r) => [r.t, r.v]));
}

beforeAll(async () => {
  const rows = await db.$queryRawUnsafe<{ table_name: string; has_updated: boolean }[]>(
    `SELECT t.table_name, bool_or(c.column_name = 'updatedAt') AS has_updated
     FROM information_schema.tables t JOIN information_schema.columns c USING (table_schema, table_name)
     WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE' GROUP BY t.table_name`,
  );
  tables = rows.filter((r) => !BOOKKEEPING.has(r.table_name)).map((r) => ({ name: r.table_name, updated: r.has_updated }));
});

const nasty = fc.constantFrom(
  "\u0000",
  "\ud800",
  '\'; DROP TABLE "Application"; --',
  "../../etc/passwd",
  "0000-01-01",
  "9999-99-99T99:99:99Z",
  "1e309",
  "-0",
  "NaN",
  "__proto__",
  "constructor",
  "x".repeat(20_000),
  "<script>alert(1)</script>",
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 20 }), nasty);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.constantFrom(1e12, -1e12, 2 ** 53, Number.MAX_VALUE), fc.boolean(), fc.constant(null));
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: "small" },
    scalar,
    fc.array(tie("any"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(text, fc.constantFrom("__proto__", "constructor", "prototype")), tie("any"), { maxKeys: 4 }),
  ),
})).any;

/** Replaces one leaf of the valid sample with something else, so the request gets past the first checks more often. */
function mutate(sample: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || sample === null || typeof sample !== "object") return replacement;
  const entries = Object.entries(sample as Record<string, unknown>);
  if (entries.length === 0) return replacement;
  const [key, child] = entries[path[0] % entries.length];
  const copy = (Array.isArray(sample) ? [...sample] : { ...sample }) as Record<string, unknown>;
  copy[key] = mutate(child, path.slice(1), replacement);
  return copy;
}

function deeplyNested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

const bodyOf = (sample: unknown) =>
  fc.oneof(
    fc
      .record({ kind: fc.constant("mutated" as const), path: fc.array(fc.nat(), { maxLength: 4 }), replacement: value })
      .map((m) => ({ json: mutate(sample, m.path, m.replacement) })),
    value.map((json) => ({ json })),
    fc
      .oneof(fc.string({ maxLength: 200 }), fc.constantFrom("{", '{"a":', "null", deeplyNested(20_000), `{"__proto__":{"polluted":true}}`))
      .map((raw) => ({ raw })),
  );

const identity = fc.constantFrom("agent" as const, "agent2" as const, "underwriter" as const);
// SQL is matched in capitals only: the spec's own messages say "Please select a date.".
const INTERNALS = /(\bat [\w.<>]+ \(|prisma|postgres|node_modules|TypeError|ReferenceError)/i;
const SQL = /(SELECT |INSERT |UPDATE ")/;

/** Uploads: each text field of the sample replaced, dropped or kept, and a file of random bytes (or none). */
function formOf(sample: FormData) {
  const names = [...new Set(sample.keys())].filter((name) => name !== "file");
  return fc
    .tuple(fc.tuple(...names.map(() => fc.option(text, { nil: undefined }))), fc.option(fc.uint8Array({ maxLength: 4096 }), { nil: undefined }))
    .map(([values, bytes]) => {
      const form = new FormData();
      names.forEach((name, i) => form.append(name, values[i] ?? String(sample.get(name))));
      if (bytes) form.append("file", new Blob([bytes]), "generated.bin");
      return { form };
    });
}

const stats = { requests: 0, serverErrors: 0, refusedWrites: 0 };

describe("generated bad input", () => {
  for (const [key, row] of Object.entries(accessMatrix)) {
    const [method, pattern] = key.split(" ");
    it(`${key}: never a 5xx, never internals, and nothing written when refused`, async () => {
      const file = `@/app${pattern}/route`;
      const handler = ((await import(/* @vite-ignore */ file)) as Record<string, Handler>)[method];
      const sample = await row.request();
      const paramNames = Object.keys(sample.params ?? {});
      await fc.assert(
        fc.asyncProperty(
          identity,
          // Requests that cannot carry a body (GET) get none.
          method === "GET" ? fc.constant(undefined) : sample.form ? formOf(sample.form) : fc.option(bodyOf(sample.body ?? {}), { nil: undefined }),
          fc.tuple(...paramNames.map(() => fc.option(fc.oneof(text, fc.uuid()), { nil: undefined }))),
          fc.dictionary(fc.constantFrom("search", "cursor", "limit", "id", "flagName", "state", "productIDs", "__proto__"), text, { maxKeys: 3 }),
          async (as, body, paramValues, query) => {
            const params = Object.fromEntries(paramNames.map((name, i) => [name, paramValues[i] ?? sample.params![name]]));
            const url = new URL(sample.url, "http://localhost:3000");
            for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
            // Signed in first: a sign-in (after an earlier request ended every session) is not a write of this request.
            const token = (await credentialsOf(as)).bearer;
            const before = await snapshot();
            const res = await call(handler, `${url.pathname}${url.search}`, {
              as: { token },
              method,
              params,
              ...(body && ("form" in body ? { form: body.form } : "raw" in body ? { rawBody: body.raw } : { body: body.json })),
            });
            stats.requests++;
            if (res.status >= 500) stats.serverErrors++;
            expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
            expect(JSON.stringify(res.json ?? "")).not.toMatch(INTERNALS);
            expect(JSON.stringify(res.json ?? "")).not.toMatch(SQL);
            if (res.status >= 400) {
              const after = await snapshot();
              if (JSON.stringify(after) !== JSON.stringify(before)) stats.refusedWrites++;
              expect(after).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  it("sign-in with a password or a handoff token: refused, never an error, whatever is sent", async () => {
    const field = fc.oneof(
      text,
      fc.emailAddress(),
      fc.emailAddress().map((email) => `${email}\u0000`),
    );
    await fc.assert(
      fc.asyncProperty(field, field, async (email, password) => {
        expect(await passwordSignIn(email, password)).toBeNull();
        expect(await handoffSignIn(password)).toBeNull();
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  it("sent requests to every route, with no 5xx and no write by a refused request", () => {
    console.log(`generated requests: ${stats.requests}, 5xx: ${stats.serverErrors}, writes by refused requests: ${stats.refusedWrites}`);
    expect(stats.requests).toBe(Object.keys(accessMatrix).length * RUNS_PER_ROUTE);
    expect(stats.serverErrors).toBe(0);
    expect(stats.refusedWrites).toBe(0);
  });
});

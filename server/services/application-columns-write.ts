import "server-only";
import { Prisma } from "../generated/prisma/client";
import { sql } from "../db";
import { ACTOR_CTE, actorParameters } from "../db/actor-sql";
import { sqlTimestamp } from "../db/sql-values";
import { updateIfFresh, type Freshness } from "./freshness";

/** The Application columns of type Json: their values travel as JSON text. */
export const APPLICATION_JSON_COLUMNS: ReadonlySet<string> = new Set(["answerGroups", "sectionGroupStatuses", "pricingAnswers", "priceIndicationCarriers"]);

function parameter(column: string, value: unknown): { value: unknown; cast: string } {
  // Column names go into the statement's text: only the model's own.
  if (!Object.hasOwn(Prisma.ApplicationScalarFieldEnum, column)) throw new Error(`Application.${column}: not a column`);
  if (APPLICATION_JSON_COLUMNS.has(column)) return { value: value == null ? null : JSON.stringify(value), cast: "::text::jsonb" };
  if (value instanceof Date) return { value: sqlTimestamp(value), cast: "::timestamp" };
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return { value, cast: "" };
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return { value, cast: "::text[]" };
  // Prisma's operations ({ increment: 1 }, DbNull...) have no place in a plain column write.
  throw new Error(`Application.${column}: not a plain column value`);
}

/**
 * Sets columns of one application in a single statement, refused as stale
 * (409) when the row changed since `freshness.basedOn`. The statement names
 * the actor for the audit trail's trigger itself (transaction-local settings
 * of its own implicit transaction), so a write touching one row needs no
 * transaction: one round trip instead of four (BEGIN, the actor, the update,
 * COMMIT). A write that also adds rows (status history) goes through
 * `commitApplicationUpdate` in a transaction instead.
 */
export async function writeApplicationColumns(appID: string, data: Prisma.ApplicationUncheckedUpdateManyInput, freshness: Freshness): Promise<void> {
  const values: unknown[] = [...actorParameters(), appID, sqlTimestamp(freshness.basedOn)];
  const assignments = Object.entries(data).map(([column, raw]) => {
    const { value, cast } = parameter(column, raw);
    values.push(value);
    return `"${column}" = $${values.length}${cast}`;
  });
  await updateIfFresh(async () => {
    const rows = await sql.query(
      `${ACTOR_CTE}
       UPDATE "Application" SET ${assignments.join(", ")} FROM actor WHERE id = $3 AND "updatedAt" = $4::timestamp RETURNING id`,
      values,
    );
    return { count: rows.length };
  }, freshness);
}

import "server-only";
import { day } from "../db/sql-values";
import { classCodesOf, evaluateAppetite, type Appetite, type AppetiteCarrier, type AppetiteRule } from "@/lib/domain/appetite";
import { usStates } from "@/lib/domain/us-states";
import { utcToday } from "@/lib/questionnaire/dates";
import type { ApiAppetite, AppetiteQuery } from "@/lib/schemas/appetite";
import { db } from "../db";
import { AppError, type FieldErrors } from "../errors";

/**
 * Carrier appetite (lib/domain/appetite.ts) on the server: the question of
 * GET /api/appetite, and an application's coverage read from its submission
 * (the physical address's state, the business types' codes) and its product's
 * carriers and rules, which the application and submission reads carry.
 */

/** A carrier appetite rule as stored. */
export interface AppetiteRuleRow {
  carrierId: string;
  state: string | null;
  naicsPrefix: string | null;
  isoCglCode: string | null;
  decision: AppetiteRule["decision"];
  reason: string;
  effectiveFrom: Date | null;
  effectiveTo: Date | null;
}

/** A product's carriers, in the order given, each with its rules of the product. */
export function appetiteCarriers(carriers: readonly { id: string; name: string }[], rules: readonly AppetiteRuleRow[]): AppetiteCarrier[] {
  return carriers.map((c) => ({
    id: c.id,
    name: c.name,
    rules: rules
      .filter((r) => r.carrierId === c.id)
      .map((r) => ({
        state: r.state,
        naicsPrefix: r.naicsPrefix,
        isoCglCode: r.isoCglCode,
        decision: r.decision,
        reason: r.reason,
        effectiveFrom: day(r.effectiveFrom),
        effectiveTo: day(r.effectiveTo),
      })),
  }));
}

export interface CoverageRisk {
  /** The product's carriers (ProductCarrier rows with their carrier) and its appetite rules. */
  carriers: readonly { carrier: { id: string; name: string } }[];
  rules: readonly AppetiteRuleRow[];
  /** The submission's addresses (the physical one's state is read) and business types. */
  addresses: readonly { kind: string; state: string }[];
  businessTypes: readonly { businessType: { naicsCode: string; isoCglCode: string } }[];
  /** The policy's first day once bound: the rules of that day apply; else today's. */
  effectiveDate: Date | null;
}

/** An application's coverage as the carriers' rules read it today (or on its policy's effective date). */
export function coverageAppetite(risk: CoverageRisk, today = utcToday()): Appetite {
  const physical = risk.addresses.find((a) => a.kind === "physical");
  return evaluateAppetite(
    appetiteCarriers(
      risk.carriers.map((c) => c.carrier),
      risk.rules,
    ),
    {
      state: physical?.state ?? null,
      classCodes: classCodesOf(risk.businessTypes.map((b) => b.businessType)),
      date: day(risk.effectiveDate) ?? today,
    },
  );
}

const stateCodes: ReadonlySet<string> = new Set(usStates.map((s) => s.code));

/**
 * GET /api/appetite: the product's appetite for a risk in a state with these
 * class codes on a day (today unless named). A code is a NAICS code or an ISO
 * CGL code of some business type; an unknown product, state or code is 422,
 * each named in `fields`.
 */
export async function checkAppetite(query: AppetiteQuery): Promise<ApiAppetite> {
  const codes = [...new Set(query.classCodes)];
  const [product, types] = await Promise.all([
    db.product.findUnique({
      where: { id: query.productID },
      select: {
        id: true,
        carriers: { select: { carrier: { select: { id: true, name: true } } }, orderBy: { carrier: { name: "asc" } } },
        appetiteRules: { orderBy: { id: "asc" } },
      },
    }),
    codes.length
      ? db.businessType.findMany({
          where: { OR: [{ naicsCode: { in: codes } }, { isoCglCode: { in: codes } }] },
          select: { naicsCode: true, isoCglCode: true },
        })
      : [],
  ]);
  const naics = new Set(types.map((t) => t.naicsCode).filter((c) => codes.includes(c)));
  const isoCgl = new Set(types.map((t) => t.isoCglCode).filter((c) => codes.includes(c)));
  const unknownCodes = codes.filter((c) => !naics.has(c) && !isoCgl.has(c));

  const fields: FieldErrors = {};
  if (!product) fields.productID = ["Unknown product."];
  if (!stateCodes.has(query.state)) fields.state = [`Unknown state: ${query.state}. Use a two-letter US state code.`];
  if (unknownCodes.length) fields.classCodes = [`No business type has the class code ${unknownCodes.join(", ")}.`];
  if (!product || Object.keys(fields).length) throw new AppError("unprocessable", "Invalid appetite question.", fields);

  const date = query.date ?? utcToday();
  const appetite = evaluateAppetite(
    appetiteCarriers(
      product.carriers.map((c) => c.carrier),
      product.appetiteRules,
    ),
    { state: query.state, classCodes: { naics: [...naics], isoCgl: [...isoCgl] }, date },
  );
  return { productID: product.id, state: query.state, classCodes: codes, date, ...appetite };
}

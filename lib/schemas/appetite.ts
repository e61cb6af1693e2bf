import { z } from "zod";
import { appetiteVerdicts } from "@/lib/domain/appetite-display";
import { blankToUndefined } from "./common";

const list = (value: string) =>
  value
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * `GET /api/appetite?productID=&state=&classCodes=&date=`: the shape of the
 * question (400 when it is not one); whether the product, the state and each
 * class code exist is the service's to answer (422, naming the field).
 */
export const appetiteQuerySchema = z.object({
  productID: z.preprocess(blankToUndefined, z.string("productID is required.").trim().max(100, "productID is at most 100 characters.")),
  state: z.preprocess(blankToUndefined, z.string("state is required.").trim().toUpperCase().max(50, "state is at most 50 characters.")),
  classCodes: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform(list)
      .pipe(z.array(z.string().max(20, "A class code is at most 20 characters.")).max(20, "At most 20 class codes."))
      .default([]),
  ),
  date: z.preprocess(blankToUndefined, z.iso.date("date must be YYYY-MM-DD.").optional()),
});
export type AppetiteQuery = z.infer<typeof appetiteQuerySchema>;

export const appetiteVerdictSchema = z.enum(appetiteVerdicts);

export const carrierAppetiteSchema = z.object({
  carrierID: z.string(),
  name: z.string(),
  decision: appetiteVerdictSchema,
  reasons: z.array(z.string()),
});

/** Answer of `GET /api/appetite`: the coverage's appetite for the risk, and each carrier's. */
export const apiAppetiteSchema = z.object({
  productID: z.string(),
  state: z.string(),
  classCodes: z.array(z.string()),
  date: z.string(),
  decision: appetiteVerdictSchema,
  reasons: z.array(z.string()),
  carriers: z.array(carrierAppetiteSchema),
});
export type ApiAppetite = z.infer<typeof apiAppetiteSchema>;

/** An application's appetite in its answer: as the rules read it now, as it was submitted, and an underwriter's override. */
export const applicationAppetiteSchema = z.object({
  decision: appetiteVerdictSchema,
  reasons: z.array(z.string()),
  decisionAtSubmit: appetiteVerdictSchema.nullable(),
  override: z.object({ byUserID: z.string().nullable(), at: z.string() }).nullable(),
});
export type ApplicationAppetite = z.infer<typeof applicationAppetiteSchema>;

/** A coverage's appetite on the submission's coverage table. */
export const coverageAppetiteSchema = z.object({ decision: appetiteVerdictSchema, reasons: z.array(z.string()), overridden: z.boolean() });
export type CoverageAppetite = z.infer<typeof coverageAppetiteSchema>;

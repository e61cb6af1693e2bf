import { z } from "zod";
import { blankToUndefined } from "./common";

export const industryParamsSchema = z.object({ id: z.uuid("Industry id must be a UUID.") });

export const businessTypeQuerySchema = z.object({
  productIDs: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((list) => list.split(",").map((id) => id.trim()).filter(Boolean))
      .pipe(z.array(z.uuid("Each product id must be a UUID.")).max(50, "At most 50 product ids."))
      .optional(),
  ),
  state: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "State must be a two-letter code.")
      .optional(),
  ),
  search: z.preprocess(blankToUndefined, z.string().trim().max(100, "Search must be at most 100 characters.").optional()),
});
export type BusinessTypeQuery = z.infer<typeof businessTypeQuerySchema>;

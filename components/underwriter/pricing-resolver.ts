import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { pricingAnswers, type PricingGroupView } from "@/lib/domain/underwriting";
import { applicationPatchSchema, type ApplicationPatch } from "@/lib/schemas/application";

/** The prices as typed, by question key, and the chosen carrier. */
export interface PricingForm {
  selectedCarrierID: string;
  prices: Record<string, string>;
}

/**
 * The route's own schema (PATCH /api/applications/{appID}) as the form's
 * resolver: the typed prices become the pricing body (numbers, blanks left
 * out) and that body is parsed as the route parses it, so the form submits
 * exactly what the route takes. The question engine's rules on each price stay
 * the server's, whose 422 lands on the prices.
 */
export function pricingResolver(groups: readonly PricingGroupView[]): Resolver<PricingForm, unknown, ApplicationPatch> {
  const schema = z
    .object({ selectedCarrierID: z.string(), prices: z.record(z.string(), z.string()) })
    .transform((form): z.input<typeof applicationPatchSchema> => ({
      answerType: "pricing",
      selectedCarrierID: form.selectedCarrierID,
      answers: pricingAnswers(groups, form.prices),
    }))
    .pipe(applicationPatchSchema);
  return zodResolver(schema);
}

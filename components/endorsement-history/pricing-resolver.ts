import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { endorsementTotalCents } from "@/lib/domain/endorsements";
import { endorsementPricingSchema, type EndorsementPricing } from "@/lib/schemas/endorsements";

/** What the underwriter types: the three parts, in dollars (NaN while a field is empty). */
export type PricingFields = Record<"totalPremium" | "stateTax" | "underwriterFee", number>;

const cents = (dollars: number | undefined) => (dollars === undefined || Number.isNaN(dollars) ? null : Math.round(dollars * 100));

/** The total cost in cents of the parts typed so far; an empty part counts as zero. */
export function pricingTotalCents(values: Partial<PricingFields>): number {
  return (
    endorsementTotalCents({
      totalPremiumCents: cents(values.totalPremium),
      stateTaxCents: cents(values.stateTax),
      underwriterFeeCents: cents(values.underwriterFee),
    }) ?? 0
  );
}

const schemaResolver = zodResolver(endorsementPricingSchema);

/**
 * The route's own schema (PATCH /api/endorsements/{id}/pricing) as the form's
 * resolver: the total, which is computed and never typed, and the
 * endorsement's updatedDate are added before it runs, so the form checks
 * exactly the body the route parses.
 */
export function pricingResolver(updatedDate: string): Resolver<PricingFields, unknown, EndorsementPricing> {
  return (values, context, options) =>
    schemaResolver({ ...values, totalCost: pricingTotalCents(values) / 100, updatedDate }, context, options as never) as ReturnType<
      Resolver<PricingFields, unknown, EndorsementPricing>
    >;
}

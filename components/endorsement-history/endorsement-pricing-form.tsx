"use client";

import { useId } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { priceEndorsement, type ApiEndorsement } from "@/lib/api/endorsements";
import { useWrite } from "@/lib/api/use-write";
import { ApiError } from "@/lib/api/client";
import { formatWholeDollars } from "@/lib/domain/costs";
import type { EndorsementPricing } from "@/lib/schemas/endorsements";
import { PRICE_ERROR, PRICE_UPDATED } from "./format";
import { pricingResolver, pricingTotalCents, type PricingFields } from "./pricing-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const parts: { name: keyof PricingFields; label: string; min: number }[] = [
  { name: "totalPremium", label: "Total premium", min: -10_000_000 },
  { name: "stateTax", label: "State tax", min: 0 },
  { name: "underwriterFee", label: "Underwriter fee", min: 0 },
];

/**
 * The underwriter's price of one endorsement (spec 3 §6): the three parts
 * typed, the total computed as they type and checked with them by the route's
 * own schema (`pricingResolver`).
 */
export function EndorsementPricingForm({ endorsement, onUpdated }: { endorsement: ApiEndorsement; onUpdated: (current: ApiEndorsement) => void }) {
  const formId = useId();
  const { pricing } = endorsement;
  const priceWrite = useWrite(priceEndorsement);
  const form = useForm<PricingFields, unknown, EndorsementPricing>({
    resolver: pricingResolver(endorsement.updatedDate),
    defaultValues: {
      totalPremium: pricing.totalPremium ?? undefined,
      stateTax: pricing.stateTax ?? undefined,
      underwriterFee: pricing.underwriterFee ?? undefined,
    },
  });
  const watched = useWatch({ control: form.control });
  const { errors, isSubmitting } = form.formState;
  // The total is no input of its own, but the schema still bounds it.
  const totalError = (errors as FieldErrors<EndorsementPricing>).totalCost?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const priced = await priceWrite.mutateAsync({ id: endorsement.id, ...values });
      void toast.success(PRICE_UPDATED);
      onUpdated(priced);
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      void toast.error(conflict ? error.message : PRICE_ERROR);
      const current = conflict ? (error.details?.current as ApiEndorsement | undefined) : undefined;
      if (current) onUpdated(current);
    }
  });

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label="Endorsement price" className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-4">
      {parts.map((part) => {
        const error = errors[part.name]?.message;
        const inputId = `${formId}-${part.name}`;
        return (
          <div key={part.name} className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-xs font-semibold text-slate-700">
              {part.label}
            </label>
            <Input
              id={inputId}
              type="number"
              inputMode="decimal"
              step="0.01"
              min={part.min}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...form.register(part.name, { valueAsNumber: true })}
            />
            {error ? (
              <p id={`${inputId}-error`} className="text-xs text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-col gap-1">
        <span id={`${formId}-total`} className="text-xs font-semibold text-slate-700">
          Total cost
        </span>
        <output aria-labelledby={`${formId}-total`} aria-live="polite" className="flex h-9 items-center text-sm font-semibold text-slate-900">
          {formatWholeDollars(pricingTotalCents(watched))}
        </output>
        {totalError ? <p className="text-xs text-red-700">{totalError}</p> : null}
      </div>
      <div className="sm:col-span-4">
        <Button type="submit" variant="secondary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? "Saving…" : "Save price"}
        </Button>
      </div>
    </form>
  );
}

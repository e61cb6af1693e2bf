"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { can } from "@/lib/domain/permissions";
import { PRICING_NEEDED_MESSAGE } from "@/lib/domain/policy-readiness";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { isEnteredPriceQuestion, isPricingSaved, pricingFormValues, savedTotalCost, wholeDollars } from "@/lib/domain/underwriting";
import { Button, buttonClass } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useStepFrame } from "./step-frame";
import { AppetiteBadge } from "@/components/application/appetite-badge";
import { outOfAppetiteMessage } from "@/lib/domain/appetite-display";
import type { ApplicationPatch } from "@/lib/schemas/application";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { PricingForm } from "./pricing-resolver";

export const PRICING_SAVED = "Pricing info is saved";
export const PRICING_SAVE_FAILED = "Unable to save price information";

/**
 * Carrier & Pricing: pick a carrier, enter the prices, save; the server
 * computes the total and validates the prices with the question engine, whose
 * 422 lands on the prices. Leaving with unsaved edits asks first. What is
 * typed outlives any other change to the application (the status panel's
 * writes, a save refused as stale), and the next save is based on the
 * application as last read, as the Bind form's is. In a status whose pricing
 * the server no longer takes (Bound, Declined, ...) the carrier and prices are
 * shown read-only and there is no Save.
 */
export function PricingStep({ app, continueHref }: { app: ApiApplication; continueHref: string }) {
  const hintId = useId();
  const patch = useApplicationWrite(app);
  const groups = app.pricing.groups;
  const editable = can("Underwriter", "enterPricing", { status: app.status as ApplicationStatus });
  // The route's schema, and zod with it, load when the underwriter first works with the form.
  const [resolver] = useState(() => lazyResolver(() => import("./pricing-resolver").then((m) => m.pricingResolver(groups))));
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PricingForm, unknown, ApplicationPatch>({
    resolver: resolver.resolver,
    defaultValues: { selectedCarrierID: app.carriers.selectedCarrierID ?? "", prices: pricingFormValues(groups) },
  });
  const carrierID = useWatch({ control, name: "selectedCarrierID" });
  const totalCost = savedTotalCost(groups, app.totalCost);
  const saved = isPricingSaved(app.carriers.selectedCarrierID, totalCost) && !isDirty;
  const indicated = new Map(app.priceIndication.carriers.map((c) => [c.id, c.premium]));
  const { dialog } = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const save = handleSubmit(async (body) => {
    const typed = getValues();
    try {
      await patch.write({ answerType: "pricing", selectedCarrierID: body.selectedCarrierID, answers: body.answers });
      reset(typed);
      toast.success(PRICING_SAVED, { groupKey: "pricing" });
    } catch (error) {
      // A price the engine refuses comes back as answers.<group>.<question>.
      const fieldsShown = setServerErrors(setError, error, (key) => {
        const [head, , questionKey] = key.split(".");
        return key === "selectedCarrierID" ? key : head === "answers" && questionKey ? `prices.${questionKey}` : null;
      });
      toast.error(refusalMessage(error, PRICING_SAVE_FAILED, { fieldsShown }), { groupKey: "pricing" });
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} onFocus={resolver.preload} className="flex flex-col gap-6">
      {dialog}
      <fieldset disabled={!editable} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-slate-900">Carrier</legend>
        {app.carriers.options.length === 0 ? (
          <p className="text-sm text-slate-600">
            {app.appetite.decision === "out" ? outOfAppetiteMessage(app.appetite) : "This product has no carriers to choose from."}
          </p>
        ) : (
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {app.carriers.options.map((c) => (
              <label
                key={c.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input type="radio" {...register("selectedCarrierID")} value={c.id} />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold text-slate-900">
                    {c.name}
                    {c.appetite !== "in" ? <AppetiteBadge decision={c.appetite} className="ml-2" /> : null}
                  </span>
                  {c.appetiteReasons.length ? <span className="text-xs text-slate-600">{c.appetiteReasons.join(" ")}</span> : null}
                  {indicated.get(c.id) != null ? <span className="text-xs text-slate-600">Indicated premium {wholeDollars(indicated.get(c.id))}</span> : null}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      {groups.map((g) => (
        <fieldset key={g.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <legend className="px-1 text-base font-semibold text-slate-900">{g.label}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {g.questions.map((q) => {
              const inputId = `price-${q.questionKey}`;
              const error = errors.prices?.[q.questionKey]?.message;
              if (!editable || !isEnteredPriceQuestion(q)) {
                const answer = g.answers.find((a) => a.source === q.questionKey)?.value;
                const value = answer ?? (q.questionKey === "total_cost" ? totalCost : undefined);
                return (
                  <div key={q.questionKey}>
                    <span className="block text-sm font-medium text-slate-700">{q.label}</span>
                    <output aria-label={q.label} className="mt-1 block text-lg font-semibold text-slate-900">
                      {typeof value === "number" ? wholeDollars(value) : "—"}
                    </output>
                  </div>
                );
              }
              return (
                <div key={q.questionKey}>
                  <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
                    {q.label}
                    {q.required ? (
                      <span aria-hidden="true" className="text-red-700">
                        {" "}
                        *
                      </span>
                    ) : null}
                  </label>
                  <Input
                    id={inputId}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={q.type === "currency" ? "0.01" : "any"}
                    required={q.required}
                    {...register(`prices.${q.questionKey}`)}
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    className="mt-1"
                  />
                  {error ? (
                    <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                  {q.helperText ? <p className="mt-1 text-xs text-slate-500">{q.helperText}</p> : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}

      <div className="flex flex-wrap items-center justify-end gap-3">
        {editable && !saved ? (
          <p id={hintId} className="text-sm text-slate-600">
            {PRICING_NEEDED_MESSAGE}
          </p>
        ) : null}
        {editable ? (
          <Button type="submit" variant="secondary" disabled={!carrierID || isSubmitting}>
            Save
          </Button>
        ) : null}
        {saved ? (
          <Link href={continueHref} className={buttonClass()}>
            Continue
          </Link>
        ) : (
          <Button disabled aria-describedby={hintId}>
            Continue
          </Button>
        )}
      </div>
    </form>
  );
}

/** Carrier & Pricing, in the frame the step page puts it in. */
export function PricingStepPart() {
  const { app, href } = useStepFrame();
  return <PricingStep app={app} continueHref={href("finalize")} />;
}

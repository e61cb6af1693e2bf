"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { refusalMessage } from "@/lib/api/refusal";
import type { ClearanceDecision, ClearanceDecisionInput } from "@/lib/schemas/clearance";

// The route handler's own rules, and zod with them, load when the form is first focused.
const decisionFields = lazyResolver<ClearanceDecisionInput>(() =>
  withZodResolver(import("@/lib/schemas/clearance")).then(([{ zodResolver }, m]) => zodResolver(m.clearanceDecisionInputSchema)),
);

const outcomes = [
  { value: "cleared", label: "Cleared", hint: "A different risk, or the same risk and this agency holds it." },
  { value: "blocked", label: "Blocked", hint: "Another agency holds the risk: this submission is not quoted or bound." },
] as const;

const DECISION_FAILED = "The decision could not be saved.";

export interface ClearanceDecisionFormProps {
  insuredName: string;
  /** The decision as last read: a save is based on it, so one refused as stale goes through once it is read again. */
  current: ClearanceDecision | null;
  /** Saves the decision; a refusal's message is shown, its field errors beside the fields. */
  onDecide: (input: ClearanceDecisionInput) => Promise<void>;
}

/** Cleared or blocked, and why: the underwriter's decision on one possible duplicate. A refused save keeps what was typed and says why. */
export function ClearanceDecisionForm({ insuredName, current, onDecide }: ClearanceDecisionFormProps) {
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<ClearanceDecisionInput>({
    defaultValues: { decision: current?.decision, reason: current?.reason ?? "" },
    resolver: decisionFields.resolver,
  });
  const submit = handleSubmit(async ({ decision, reason }) => {
    try {
      await onDecide({ decision, reason, updatedDate: current?.updatedDate });
      reset({ decision, reason });
    } catch (error) {
      if (!setServerErrors(setError, error)) setError("root", { message: refusalMessage(error, DECISION_FAILED) });
    }
  });
  const decisionError = formState.errors.decision?.message;
  return (
    <form
      onSubmit={submit}
      onFocus={decisionFields.preload}
      aria-label={`Clearance decision on ${insuredName}`}
      className="mt-3 flex flex-col gap-3"
      noValidate
    >
      <fieldset aria-describedby={decisionError ? `${id}-decision-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">Decision</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {outcomes.map((o) => (
            <label key={o.value} className="flex max-w-sm items-start gap-2 text-sm text-slate-800">
              <input type="radio" value={o.value} {...register("decision")} className="mt-1" aria-describedby={`${id}-${o.value}-hint`} />
              <span>
                <span className="font-semibold">{o.label}</span>
                <span id={`${id}-${o.value}-hint`} className="block text-xs text-slate-600">
                  {o.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
        {decisionError ? (
          <p id={`${id}-decision-error`} className="mt-1 text-sm text-red-700">
            {decisionError}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-reason`} label="Reason" required error={formState.errors.reason?.message}>
        {(control) => <Textarea {...control} {...register("reason")} rows={2} />}
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          Save decision
        </Button>
        {formState.errors.root?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {formState.errors.root.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}

"use client";

import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { webhookEventLabels, webhookEvents } from "@/lib/domain/webhook-events";
import type { WebhookEndpointCreate } from "@/lib/schemas/integrations";

const endpointFields = lazyResolver<WebhookEndpointCreate>(() =>
  withZodResolver(import("@/lib/schemas/integrations")).then(([{ zodResolver }, m]) => zodResolver(m.webhookEndpointCreateSchema)),
);

export interface WebhookEndpointFormProps {
  onRegister: (input: WebhookEndpointCreate) => Promise<void>;
  onCancel: () => void;
}

const checkbox = "h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600";

/** Where to send events, and which. */
export function WebhookEndpointForm({ onRegister, onCancel }: WebhookEndpointFormProps) {
  const id = useId();
  const empty: WebhookEndpointCreate = { url: "", events: [], description: "" };
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<WebhookEndpointCreate>({
    defaultValues: empty,
    resolver: endpointFields.resolver,
  });
  useEffect(() => setFocus("url"), [setFocus]);
  const submit = handleSubmit(async (input) => {
    try {
      await onRegister(input);
      reset(empty);
    } catch (error) {
      const placed = setServerErrors(setError, error, (key) => key.split(".")[0]);
      if (!placed) setError("root", { message: error instanceof Error ? error.message : "The endpoint could not be added." });
    }
  });
  const eventsError = formState.errors.events?.message ?? formState.errors.events?.root?.message;
  return (
    <form onSubmit={submit} onFocus={endpointFields.preload} aria-label="New webhook endpoint" className="space-y-4" noValidate>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-url`} label="Endpoint URL" required error={formState.errors.url?.message} hint="An https:// address of your system.">
          {(control) => <Input {...control} {...register("url")} type="url" placeholder="https://ams.example.com/hooks" autoComplete="off" />}
        </Field>
        <Field id={`${id}-description`} label="Description" error={formState.errors.description?.message}>
          {(control) => <Input {...control} {...register("description")} autoComplete="off" />}
        </Field>
      </div>
      <fieldset aria-describedby={eventsError ? `${id}-events-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">
          Events
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="grid gap-2 md:grid-cols-2">
          {webhookEvents.map((event) => (
            <label key={event} className="inline-flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" value={event} className={`${checkbox} mt-0.5`} {...register("events")} />
              <span>
                <span className="font-mono text-xs text-slate-900">{event}</span>
                <span className="block text-xs text-slate-600">{webhookEventLabels[event]}</span>
              </span>
            </label>
          ))}
        </div>
        {eventsError ? (
          <p id={`${id}-events-error`} className="mt-1 text-sm text-red-700">
            {eventsError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex items-center justify-end gap-3">
        {formState.errors.root?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {formState.errors.root.message}
          </p>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          Add endpoint
        </Button>
      </div>
    </form>
  );
}

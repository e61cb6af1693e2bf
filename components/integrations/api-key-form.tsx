"use client";

import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ApiKeyCreate } from "@/lib/schemas/integrations";

// The route handler's own rules, and zod with them, load when the form is first focused.
const keyFields = lazyResolver<ApiKeyCreate>(() =>
  withZodResolver(import("@/lib/schemas/integrations")).then(([{ zodResolver }, m]) => zodResolver(m.apiKeyCreateSchema)),
);

export interface ApiKeyFormProps {
  /** Makes the key; a refusal's message is shown, its field errors beside the field. */
  onCreate: (input: ApiKeyCreate) => Promise<void>;
  onCancel: () => void;
}

/** The name of the system a new key is for. */
export function ApiKeyForm({ onCreate, onCancel }: ApiKeyFormProps) {
  const id = useId();
  const { register, handleSubmit, setError, setFocus, reset, formState } = useForm<ApiKeyCreate>({ defaultValues: { name: "" }, resolver: keyFields.resolver });
  useEffect(() => setFocus("name"), [setFocus]);
  const submit = handleSubmit(async (input) => {
    try {
      await onCreate(input);
      reset({ name: "" });
    } catch (error) {
      if (!setServerErrors(setError, error)) setError("root", { message: error instanceof Error ? error.message : "The key could not be made." });
    }
  });
  return (
    <form onSubmit={submit} onFocus={keyFields.preload} aria-label="New API key" className="flex flex-wrap items-end gap-3" noValidate>
      <Field id={`${id}-name`} label="Name of the system" required error={formState.errors.name?.message} className="min-w-64 flex-1">
        {(control) => <Input {...control} {...register("name")} placeholder="Agency management system" autoComplete="off" />}
      </Field>
      <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
        Create key
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      {formState.errors.root?.message ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {formState.errors.root.message}
        </p>
      ) : null}
    </form>
  );
}

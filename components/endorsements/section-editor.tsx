"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { CONTINUE_WITHOUT_SAVING_MESSAGE, UNSAVED_CHANGES_TITLE, useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { endorsementPath } from "./draft";
import { useEndorsement } from "./endorsement-frame";
import { PolicyHeading } from "./policy-heading";
import { Button, buttonClass } from "@/components/ui/button";

/** Spec 3 §8: the endorsement's own wording of the unsaved-changes prompt. */
export const ENDORSEMENT_UNSAVED_PROMPT = { title: UNSAVED_CHANGES_TITLE, message: CONTINUE_WITHOUT_SAVING_MESSAGE };

export const FIX_CHANGES = "Please correct the highlighted changes.";

export interface SectionEditorProps<Values extends FieldValues, Output> {
  title: string;
  /** The section's react-hook-form form, validated by its resolver before `onSave` sees the values. */
  form: UseFormReturn<Values, unknown, Output>;
  /** Lays the section's valid changes into the endorsement draft. */
  onSave: (values: Output) => void;
  /** Starts loading what the form's validation needs, once the user works with the form. */
  onFirstUse?: () => void;
  children: ReactNode;
}

/**
 * One section of /endorsement/details/{sectionID}: the form, Save into the
 * draft (then back to the start page), the summary when the values are
 * refused, and Back, which asks first while there are edits.
 */
export function SectionEditor<Values extends FieldValues, Output>({ title, form, onSave, onFirstUse, children }: SectionEditorProps<Values, Output>) {
  const router = useRouter();
  const { app } = useEndorsement();
  const [summary, setSummary] = useState<string | null>(null);
  const unsaved = useUnsavedChangesGuard(form.formState.isDirty, undefined, ENDORSEMENT_UNSAVED_PROMPT);
  const start = endorsementPath(app.appID);
  const onSubmit = form.handleSubmit(
    (values) => {
      onSave(values);
      // Saved into the draft: nothing is left unsaved, so leaving asks nothing.
      form.reset(form.getValues());
      router.push(start);
    },
    () => setSummary(FIX_CHANGES),
  );
  return (
    <>
      <PolicyHeading title={title} />
      <form noValidate onSubmit={onSubmit} onFocus={onFirstUse} aria-label={title} className="flex flex-col gap-6">
        {summary ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {summary}
          </p>
        ) : null}
        {children}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
          {/* The guard asks before this link leaves edits behind. */}
          <Link href={start} className={buttonClass({ variant: "secondary" })}>
            Back
          </Link>
          <Button type="submit">Save changes</Button>
        </div>
      </form>
      {unsaved.dialog}
    </>
  );
}

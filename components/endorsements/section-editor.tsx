"use client";

import Link from "next/link";
import type { FormEvent, ReactNode } from "react";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { endorsementPath } from "./draft";
import { useEndorsement } from "./endorsement-frame";
import { PolicyHeading } from "./policy-heading";
import { Button, buttonClass } from "@/components/ui/button";

/** Spec 3 §8: the endorsement's own wording of the unsaved-changes prompt. */
export const ENDORSEMENT_UNSAVED_PROMPT = {
  title: "Unsaved Changes",
  message: "You currently have unsaved changes, are you sure you want to continue without saving?",
};

export const FIX_CHANGES = "Please correct the highlighted changes.";

export interface SectionEditorProps {
  title: string;
  dirty: boolean;
  /** Shown above the form when a save was refused. */
  summary: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** One section of /endorsement/details/{sectionID}: the form, Save into the draft, and Back to the start page, which asks first while there are edits. */
export function SectionEditor({ title, dirty, summary, onSubmit, children }: SectionEditorProps) {
  const { app } = useEndorsement();
  const unsaved = useUnsavedChangesGuard(dirty, undefined, ENDORSEMENT_UNSAVED_PROMPT);
  const start = endorsementPath(app.appID);
  return (
    <>
      <PolicyHeading title={title} />
      <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-6">
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

"use client";

import type { ReactNode } from "react";
import { CONTINUE_WITHOUT_SAVING_MESSAGE, useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";

/** Spec 3 §8: the prompt when leaving with a note or reply not yet submitted. */
export const UNSAVED_NOTE_TITLE = "Unsaved note";

/** Runs `proceed`, after asking first if that would lose what is being written. */
export type LeaveGuard = (proceed: () => void) => void;

/**
 * While a note is being written, leaving the page asks 'Unsaved note' first, and so does `guard` before what else would
 * lose it (closing the dialog the panel is in); leaving anyway calls `onDiscard`. `dialog` is the prompt, to render.
 */
export function useUnsavedNoteGuard(dirty: boolean, onDiscard?: () => void): { guard: LeaveGuard; dialog: ReactNode } {
  return useUnsavedChangesGuard(dirty, onDiscard, { title: UNSAVED_NOTE_TITLE, message: CONTINUE_WITHOUT_SAVING_MESSAGE });
}

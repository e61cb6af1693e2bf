"use client";

import type { ReactNode } from "react";
import { CONTINUE_WITHOUT_SAVING_MESSAGE, useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";

/** Spec 3 §8: the prompt when leaving with a note or reply not yet submitted. */
export const UNSAVED_NOTE_TITLE = "Unsaved note";

/** While a note is being written, leaving the page asks 'Unsaved note' first; leaving anyway calls `onDiscard`. */
export function useUnsavedNoteGuard(dirty: boolean, onDiscard?: () => void): ReactNode {
  return useUnsavedChangesGuard(dirty, onDiscard, { title: UNSAVED_NOTE_TITLE, message: CONTINUE_WITHOUT_SAVING_MESSAGE }).dialog;
}

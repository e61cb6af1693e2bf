"use client";

import type { ReactNode } from "react";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";

/** Spec 3 §8: the prompt when leaving with a note or reply not yet submitted. */
export const UNSAVED_NOTE_TITLE = "Unsaved note";
export const UNSAVED_NOTE_MESSAGE = "You currently have unsaved changes, are you sure you want to continue without saving?";

/** While a note is being written, leaving the page asks 'Unsaved note' first; leaving anyway calls `onDiscard`. */
export function useUnsavedNoteGuard(dirty: boolean, onDiscard?: () => void): ReactNode {
  return useUnsavedChangesGuard(dirty, onDiscard, { title: UNSAVED_NOTE_TITLE, message: UNSAVED_NOTE_MESSAGE }).dialog;
}

"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { staleCurrent } from "@/lib/api/client";
import { deleteNote } from "@/lib/api/note-writes";
import type { ApiNote } from "@/lib/api/notes";
import { useWrite } from "@/lib/api/use-write";

type ShownNote = Omit<ApiNote, "replies">;

export interface DeleteNoteDialogProps {
  note: ShownNote;
  onClose: () => void;
  /** Told once the note is removed, as the dialog closes. */
  onRemoved: (noteID: string) => void;
  /** What a failed removal says in the dialog, which stays open. */
  failureMessage: (error: unknown) => string;
}

/**
 * 'Delete note', asked before a note is removed. The panel loads it, with the write it makes, when a note's Delete is
 * first pressed: spec 3 §2 lists the note delete modal among those loaded on demand.
 */
export default function DeleteNoteDialog({ note, onClose, onRemoved, failureMessage }: DeleteNoteDialogProps) {
  // What the removal is based on: the note as shown, or as it is now once a removal was refused as stale.
  const [basis, setBasis] = useState(note);
  const removal = useWrite(deleteNote);

  async function remove() {
    try {
      await removal.mutateAsync(basis);
    } catch (error) {
      // The refusal answers the note as it is now: Delete again is based on that, not on the copy refused.
      const current = staleCurrent(error);
      if (current) setBasis(current as ShownNote);
      throw error;
    }
    onRemoved(basis.id);
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete note"
      message="Are you sure you want to delete this note?"
      confirmLabel="Delete"
      tone="danger"
      onConfirm={remove}
      failureMessage={failureMessage}
    />
  );
}

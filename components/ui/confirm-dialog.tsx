"use client";

import { useState, type ReactNode } from "react";
import { Dialog } from "./dialog";
import type { DialogSize } from "./dialog-props";
import { Button } from "./button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * Runs on confirm; the dialog closes once it resolves. A rejection keeps the
   * dialog open so the user can retry or cancel.
   */
  onConfirm: () => void | Promise<void>;
  /** What a rejection of `onConfirm` says, shown in the dialog: the page behind a modal is hidden from screen readers, its toasts too. */
  failureMessage?: (error: unknown) => string;
  /** "danger" gives the confirm button the danger look, for destructive actions. */
  tone?: "default" | "danger";
  size?: DialogSize;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  failureMessage,
  tone = "default",
  size,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(next: boolean) {
    setFailure(null);
    onOpenChange(next);
  }

  async function confirm() {
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      changeOpen(false);
    } catch (error) {
      // Without a message of its own the caller reports the failure; staying open lets the user retry or cancel.
      if (failureMessage) setFailure(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={message}
      size={size}
      preventClose={pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={confirm} disabled={pending} aria-busy={pending || undefined} variant={tone === "danger" ? "danger" : "primary"}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}

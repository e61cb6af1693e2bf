"use client";

import { useState, type ReactNode } from "react";
import { Dialog, type DialogSize } from "./dialog";
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
   * dialog open so the caller can report the error (e.g. with a toast).
   */
  onConfirm: () => void | Promise<void>;
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
  tone = "default",
  size,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Reporting belongs to the caller; staying open lets the user retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size={size}
      preventClose={pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={confirm} disabled={pending} aria-busy={pending || undefined} variant={tone === "danger" ? "danger" : "primary"}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

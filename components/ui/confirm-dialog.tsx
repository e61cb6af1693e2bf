"use client";

import { useState, type ReactNode } from "react";
import { Dialog, type DialogSize } from "@/components/ui/dialog";

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
  /** "danger" paints the confirm button red for destructive actions. */
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

  const confirmClass =
    tone === "danger"
      ? "bg-red-700 text-white hover:bg-red-800"
      : "bg-brand-700 text-white hover:bg-brand-800";

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
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            disabled={pending}
            className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className={`inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${confirmClass}`}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}

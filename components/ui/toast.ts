import { toast as sonnerToast } from "sonner";

/** Toasts close on their own after 5 seconds (spec 1 §8, §9). */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  /** Toasts sharing a key merge: a repeat replaces the shown one instead of stacking. */
  groupKey?: string;
  /** A heading; the message then becomes the description. */
  title?: string;
}

type ToastKind = "success" | "error" | "info";

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string | number {
  const { groupKey, title } = options;
  return sonnerToast[kind](title ?? message, {
    duration: TOAST_DURATION_MS,
    // Sonner updates a toast in place when a new one arrives with the same id.
    ...(groupKey ? { id: groupKey } : {}),
    ...(title ? { description: message } : {}),
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  dismiss: (idOrGroupKey?: string | number) => sonnerToast.dismiss(idOrGroupKey),
};

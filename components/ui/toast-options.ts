/** Toasts close on their own after 5 seconds (spec 1 §8, §9). */
export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  /** Toasts sharing a key do not stack: a later one takes the place of the one shown. */
  groupKey?: string;
  /** A heading; the message then becomes the description. */
  title?: string;
}

export type ToastKind = "success" | "error" | "info";

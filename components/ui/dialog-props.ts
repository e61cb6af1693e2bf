import type { ReactNode } from "react";

// Read by Dialog and by the Radix dialog it loads (dialog-impl.tsx), so neither imports the other for them.

/** Modal widths in px; 491 is the default (spec 1 §2, §9). */
export type DialogSize = 491 | 660 | 679 | 710 | 755 | 762 | 904;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogSize;
  /** Buttons row at the bottom, right-aligned. */
  footer?: ReactNode;
  children?: ReactNode;
  /** While true, Escape, outside clicks and the close button do nothing (e.g. a save in flight). */
  preventClose?: boolean;
}

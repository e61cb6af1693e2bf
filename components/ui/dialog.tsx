"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";

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

const DialogImpl = lazy(() => import("./dialog-impl").then((m) => ({ default: m.DialogImpl })));

/**
 * A modal dialog. Its Radix code (focus trap, scroll lock) loads when it
 * first opens; a page whose dialogs stay closed never downloads it.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}

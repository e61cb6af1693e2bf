import type { ReactElement, ReactNode } from "react";

// Read by Popover and by the Radix popover it loads (popover-impl.tsx), so neither imports the other for them.

export interface PopoverProps {
  /** One focusable element (usually a button); it receives aria-expanded and aria-controls. */
  trigger: ReactElement;
  children: ReactNode;
  /** Accessible name of the popover content. */
  label?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  sideOffset?: number;
  /** False keeps the chosen side even where it has little room (a list under its field, never over it); the content then fits the room with `--radix-popover-content-available-height`. */
  avoidCollisions?: boolean;
  /** Shows a close button with aria-label "Close". */
  showClose?: boolean;
  /** Extra classes for the content; replaces the default p-4 padding. */
  className?: string;
  /** False keeps focus where it is when the popover opens, e.g. when it opens by itself. */
  focusOnOpen?: boolean;
}

import type { ReactElement, ReactNode } from "react";

// Read by Tooltip and by the Radix tooltip it loads (tooltip-impl.tsx), so neither imports the other for them.

/** Tooltip delay across the app (spec 1 §9). */
export const TOOLTIP_DELAY_MS = 250;

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable element; it receives the trigger props. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  align?: "start" | "center" | "end";
  /** When false, only the child renders; lets callers show a tooltip conditionally without changing the tree shape. */
  enabled?: boolean;
}

"use client";

import * as RadixPopover from "@radix-ui/react-popover";
import type { ReactElement, ReactNode } from "react";

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
  /** Shows a close button with aria-label "Close". */
  showClose?: boolean;
  /** Extra classes for the content; replaces the default p-4 padding. */
  className?: string;
  /** False keeps focus where it is when the popover opens, e.g. when it opens by itself. */
  focusOnOpen?: boolean;
}

export function Popover({
  trigger,
  children,
  label,
  open,
  defaultOpen,
  onOpenChange,
  side = "bottom",
  align = "center",
  sideOffset = 8,
  showClose = false,
  className,
  focusOnOpen = true,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          aria-label={label}
          onOpenAutoFocus={focusOnOpen ? undefined : (event) => event.preventDefault()}
          className={[
            "relative z-50 min-w-48 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white text-sm text-slate-800 shadow-lg",
            showClose ? "pr-10" : "",
            className ?? "p-4",
          ].join(" ")}
        >
          {children}
          {showClose ? (
            <RadixPopover.Close
              aria-label="Close"
              className="absolute right-2 top-2 inline-flex h-7 w-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.75">
                <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
              </svg>
            </RadixPopover.Close>
          ) : null}
          <RadixPopover.Arrow className="fill-white" />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

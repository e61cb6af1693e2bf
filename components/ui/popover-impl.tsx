"use client";

import * as RadixPopover from "@radix-ui/react-popover";
import { useEffect, useRef } from "react";
import type { PopoverProps } from "./popover-props";

export interface PopoverImplProps extends PopoverProps {
  /** Focus the trigger once mounted: it replaced a plain trigger that had focus. */
  refocus?: boolean;
}

/** The Radix popover behind `Popover`, loaded when it is first wanted. */
export function PopoverImpl({
  trigger,
  children,
  label,
  open,
  defaultOpen,
  onOpenChange,
  side = "bottom",
  align = "center",
  sideOffset = 8,
  avoidCollisions = true,
  showClose = false,
  className,
  focusOnOpen = true,
  refocus = false,
}: PopoverImplProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus) triggerRef.current?.focus();
    // Only when it first replaces the plain trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild ref={triggerRef}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={sideOffset}
          avoidCollisions={avoidCollisions}
          collisionPadding={8}
          aria-label={label}
          onOpenAutoFocus={focusOnOpen ? undefined : (event) => event.preventDefault()}
          className={[
            "relative z-50 max-w-[calc(100vw-2rem)] min-w-48 rounded-lg border border-slate-200 bg-white text-sm text-slate-800 shadow-lg",
            showClose ? "pr-10" : "",
            className ?? "p-4",
          ].join(" ")}
        >
          {children}
          {showClose ? (
            <RadixPopover.Close
              aria-label="Close"
              className="absolute top-2 right-2 inline-flex h-7 w-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
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

"use client";

import * as RadixTooltip from "@radix-ui/react-tooltip";
import { useEffect, useRef } from "react";
import { TOOLTIP_DELAY_MS, type TooltipProps } from "./tooltip-props";

export interface TooltipImplProps extends Omit<TooltipProps, "enabled"> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the trigger once mounted: it replaced a plain trigger that had focus. */
  refocus?: boolean;
}

/** The Radix tooltip behind `Tooltip`, loaded when a trigger is first hovered or focused. */
export function TooltipImpl({ content, children, side = "top", align = "center", open, onOpenChange, refocus = false }: TooltipImplProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus) triggerRef.current?.focus();
    // Only when it first replaces the plain trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild ref={triggerRef}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

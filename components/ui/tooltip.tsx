"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { LazyTrigger, preloader, useLazyOverlay } from "./lazy-trigger";
import { TOOLTIP_DELAY_MS, type TooltipProps } from "./tooltip-props";

const load = preloader(() => import("./tooltip-impl"));

/**
 * A tooltip whose Radix code loads when its trigger is first hovered or
 * focused; until then the trigger opens and closes it with the same delay,
 * and the Radix tooltip takes over once it is there.
 */
export function Tooltip({ enabled = true, ...props }: TooltipProps) {
  if (!enabled) return props.children;
  return <LazyTooltip {...props} />;
}

function LazyTooltip({ children, ...rest }: Omit<TooltipProps, "enabled">) {
  const overlay = useLazyOverlay(load);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (overlay.loaded) {
    const { TooltipImpl } = overlay.loaded;
    return (
      <TooltipImpl {...rest} open={open} onOpenChange={setOpen} refocus={overlay.refocus}>
        {children}
      </TooltipImpl>
    );
  }
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const show = () => {
    setOpen(true);
    overlay.activate();
  };
  return (
    <LazyTrigger
      trigger={children}
      onPointerEnter={() => {
        overlay.preload();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (!overlay.isPressed()) show();
        }, TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={close}
      onFocus={() => {
        overlay.tracking.onFocus();
        // As Radix's: focus that comes with a press shows no tooltip.
        if (!overlay.isPressed()) show();
      }}
      onBlur={() => {
        overlay.tracking.onBlur();
        close();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === "Escape") close();
      }}
      onPointerDown={() => {
        overlay.tracking.onPointerDown();
        close();
      }}
    />
  );
}

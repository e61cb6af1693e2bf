"use client";

import { useEffect, useState } from "react";
import { LazyTrigger, preloader, useLazyOverlay } from "./lazy-trigger";
import type { PopoverProps } from "./popover-props";

const load = preloader(() => import("./popover-impl"));

/**
 * A popover whose Radix code (and its positioning library) loads when it is
 * first wanted: hovering or focusing the trigger starts loading, and a click
 * opens it as soon as it is there. Until then the trigger is a plain element
 * with the attributes of a closed popover.
 */
export function Popover({ trigger, open, defaultOpen = false, onOpenChange, ...rest }: PopoverProps) {
  const overlay = useLazyOverlay(load);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const { activate } = overlay;
  useEffect(() => {
    if (isOpen) activate();
  }, [isOpen, activate]);

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  if (!overlay.loaded) {
    return (
      <LazyTrigger
        trigger={trigger}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={overlay.preload}
        onFocus={() => {
          overlay.tracking.onFocus();
          overlay.preload();
        }}
        onBlur={overlay.tracking.onBlur}
        onPointerDown={overlay.tracking.onPointerDown}
        onClick={() => setOpen(true)}
      />
    );
  }
  const { PopoverImpl } = overlay.loaded;
  return <PopoverImpl {...rest} trigger={trigger} open={isOpen} onOpenChange={setOpen} refocus={overlay.refocus && !isOpen} />;
}

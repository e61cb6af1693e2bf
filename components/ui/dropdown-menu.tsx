"use client";

import { useState, type KeyboardEvent, type PointerEvent } from "react";
import type { DropdownMenuProps } from "./dropdown-menu-props";
import { LazyTrigger, preloader, useLazyOverlay } from "./lazy-trigger";

const load = preloader(() => import("./dropdown-menu-impl"));

/**
 * A dropdown menu whose Radix code (and its positioning library) loads when
 * it is first wanted: hovering or focusing the trigger starts loading, and
 * pressing it opens the menu as soon as it is there. Until then the trigger is
 * a plain button with the attributes of a closed menu.
 */
export function DropdownMenu({ trigger, children }: DropdownMenuProps) {
  const overlay = useLazyOverlay(load);
  const [open, setOpen] = useState(false);

  if (overlay.loaded) {
    const { DropdownMenuImpl } = overlay.loaded;
    return (
      <DropdownMenuImpl trigger={trigger} open={open} onOpenChange={setOpen} refocus={overlay.refocus && !open}>
        {children}
      </DropdownMenuImpl>
    );
  }
  const openMenu = () => {
    setOpen(true);
    overlay.activate();
  };
  return (
    <LazyTrigger
      trigger={trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={overlay.preload}
      onFocus={() => {
        overlay.tracking.onFocus();
        overlay.preload();
      }}
      onBlur={overlay.tracking.onBlur}
      // As Radix's trigger: a primary press opens it without moving focus to the trigger, so the menu can take it.
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        overlay.tracking.onPointerDown();
        openMenu();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        openMenu();
      }}
    />
  );
}

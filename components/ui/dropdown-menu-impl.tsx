"use client";

import * as RadixDropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect, useRef } from "react";
import type { DropdownMenuProps } from "./dropdown-menu-props";

export interface DropdownMenuImplProps extends DropdownMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the trigger once mounted: it replaced a plain trigger that had focus. */
  refocus?: boolean;
}

/** The Radix dropdown menu behind `DropdownMenu`, loaded when a menu is first wanted. */
export function DropdownMenuImpl({ trigger, children, open, onOpenChange, refocus = false }: DropdownMenuImplProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus) triggerRef.current?.focus();
    // Only when it first replaces the plain trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Not modal: an open menu would hide the page from assistive technology while its links stay focusable; Tab leaves the menu instead.
  return (
    <RadixDropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <RadixDropdownMenu.Trigger asChild ref={triggerRef}>
        {trigger}
      </RadixDropdownMenu.Trigger>
      {children(RadixDropdownMenu)}
    </RadixDropdownMenu.Root>
  );
}

import type { ReactElement, ReactNode } from "react";

// Read by DropdownMenu and by the Radix menu it loads (dropdown-menu-impl.tsx), so neither imports the other for them.

/** Radix's dropdown menu parts (Portal, Content, Item, Label, Separator…), handed to the menu's content. */
export type MenuParts = typeof import("@radix-ui/react-dropdown-menu");

export interface DropdownMenuProps {
  /** One button; it receives aria-haspopup, aria-expanded and the open/close handlers. */
  trigger: ReactElement;
  /** The menu's content, built from Radix's parts once they have loaded. */
  children: (menu: MenuParts) => ReactNode;
}

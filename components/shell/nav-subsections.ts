"use client";

import { createContext, useContext, useEffect } from "react";
import type { NavSubsection } from "@/components/shell/left-nav";

export interface NavSubsectionsSlot {
  heading: string;
  subsections: NavSubsection[];
}

/** Lets a page inside the shell fill the left nav's numbered subsections. */
export const NavSubsectionsContext = createContext<((slot: NavSubsectionsSlot | null) => void) | null>(null);

/** Shows `slot` in the left nav while the calling component is mounted; pass a memoized value. */
export function useNavSubsections(slot: NavSubsectionsSlot | null): void {
  const setSlot = useContext(NavSubsectionsContext);
  useEffect(() => {
    setSlot?.(slot);
    return () => setSlot?.(null);
  }, [setSlot, slot]);
}

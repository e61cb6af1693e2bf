"use client";

import { createContext, useContext, useEffect } from "react";
import type { NavSection } from "@/components/shell/left-nav";

/** Lets a page inside the shell fill the left nav's sections of numbered subsections. */
export const NavSubsectionsContext = createContext<((sections: NavSection[] | null) => void) | null>(null);

/** Shows `sections` in the left nav while the calling component is mounted; pass a memoized value. */
export function useNavSubsections(sections: NavSection[] | null): void {
  const setSections = useContext(NavSubsectionsContext);
  useEffect(() => {
    setSections?.(sections);
    return () => setSections?.(null);
  }, [setSections, sections]);
}

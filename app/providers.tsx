"use client";

import { useEffect, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";

export function Providers({ children }: { children: ReactNode }) {
  // Marks the page interactive: a page rendered on the server shows its controls before React attaches their handlers,
  // and the browser journeys act once this is set.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { getQueryClient } from "@/lib/api/query-client";

export function Providers({ children }: { children: ReactNode }) {
  // Marks the page interactive: a page rendered on the server shows its controls before React attaches their handlers,
  // and the browser journeys act once this is set.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <QueryClientProvider client={getQueryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

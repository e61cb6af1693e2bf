"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster";
import { getQueryClient } from "@/lib/api/query-client";

// The query cache's devtools in development only: a production build never loads them.
const Devtools =
  process.env.NODE_ENV === "development" ? lazy(() => import("@tanstack/react-query-devtools").then((m) => ({ default: m.ReactQueryDevtools }))) : null;

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
      {Devtools ? (
        <Suspense fallback={null}>
          <Devtools />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

"use client";

import { useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/ui/toaster";

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  // One client per browser session; a module-level client would be shared across server requests.
  const [queryClient] = useState(makeQueryClient);
  // Marks the page interactive: a page rendered on the server shows its controls before React attaches their handlers,
  // and the browser journeys act once this is set.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

"use client";

import { useEffect, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { onDataChange } from "@/lib/api/data-changes";
import { queryKeys } from "@/lib/api/query-keys";

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The server renders each request with a client of its own; the browser keeps
 * one for the whole visit, so the pages that mount this provider share what an
 * earlier page read.
 */
function queryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/**
 * The client cache of the pages that read through TanStack Query. Pages that
 * need none (the coverages page, sign-in) leave it out and do not load it; a
 * change made outside it (the bell marking notifications read) refreshes the
 * notes it holds.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  useEffect(() => onDataChange("notes", () => void client.invalidateQueries({ queryKey: queryKeys.notes })), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

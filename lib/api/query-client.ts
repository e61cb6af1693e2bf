import { isServer, QueryClient } from "@tanstack/react-query";
import { isWorthRetrying } from "./client";

// A failed read is tried twice more (after 1 s, then 2 s) when the failure is the server's or the network's; an answer
// that what was asked for is not there, or not the user's (4xx), is final.
const READ_RETRIES = 2;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < READ_RETRIES && isWorthRetrying(error),
        // Read again when the tab comes back or the network does; what a write is based on opts out (useApiQuery).
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      // A write is never sent twice by itself: a second try is the user's.
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's one query cache. On the server a new one for each render, so no
 * user's answers outlive their request; in the browser one for the tab, which
 * the writes of lib/api update and invalidate as they are answered.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

"use client";

import type { ComponentType, ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { withUpdate } from "@/lib/api/application-writes";
import { onDataChange } from "@/lib/api/data-changes";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import { invalidateApplicationsAndSubmissions, invalidateDocuments, invalidatePolicyRecords, queryKeys } from "@/lib/api/query-keys";

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}

let browserClient: { userID: string; client: QueryClient } | undefined;

/**
 * The server renders each request with a client of its own; the browser keeps
 * one per signed-in user for the whole visit, so pages that mount this
 * provider share what an earlier page read, and a user signing in after
 * another in the same tab never sees the other's reads.
 */
function queryClientFor(userID: string): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  if (browserClient?.userID !== userID) browserClient = { userID, client: makeQueryClient() };
  return browserClient.client;
}

/*
 * A saved submission reaches the cache even while no page mounts it (the
 * insured and business type forms load none), so the next page that does
 * shows it; everything that lists or embeds submissions is read again.
 */
if (typeof window !== "undefined") {
  onDataChange("submissions", (saved) => {
    if (!browserClient) return;
    const { client } = browserClient;
    if (saved) client.setQueryData(queryKeys.submission(saved.submissionID), saved);
    void invalidateApplicationsAndSubmissions(client);
  });
  // A document changed outside the cache (the Documents page): whatever shows documents is read again.
  onDataChange("documents", () => void (browserClient && invalidateDocuments(browserClient.client)));
  // An endorsement moved or priced outside the cache (the endorsement history): binding one changes its policy.
  onDataChange("endorsements", () => void (browserClient && invalidateApplicationsAndSubmissions(browserClient.client)));
  // An application as a write answered it: the next write from the cache is based on it.
  onDataChange("application", (result) =>
    browserClient?.client.setQueryData<ApiApplication>(queryKeys.application(result.appID), (old) => old && withUpdate(old, result)),
  );
  // An application or a record about its policy changed, in the cache or outside it (the Submission page).
  onDataChange("applications", () => void (browserClient && invalidatePolicyRecords(browserClient.client)));
}

/**
 * The client cache of the pages that read through TanStack Query. Pages that
 * need none (the coverages page, App Central, sign-in) leave it out and do not
 * load it; parts of them that do (the Submission page's decision dialogs)
 * bring it with their code.
 */
export function QueryProvider({ userID, children }: { userID: string; children: ReactNode }) {
  return <QueryClientProvider client={queryClientFor(userID)}>{children}</QueryClientProvider>;
}

/**
 * A part that reads through the query cache, for pages that have none (App
 * Central's Submission page, the cancellations and reinstatements lists): it
 * is loaded on first use and brings the cache, for the signed-in user, with it.
 */
export function withQueryCache<P extends object>(Part: ComponentType<P>) {
  return function WithQueryCache({ userID, ...props }: P & { userID: string }) {
    return (
      <QueryProvider userID={userID}>
        <Part {...(props as P)} />
      </QueryProvider>
    );
  };
}

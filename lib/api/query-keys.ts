import type { QueryClient } from "@tanstack/react-query";

export const queryKeys = {
  applications: ["applications"] as const,
  application: (appID: string) => ["applications", appID] as const,
  submissions: ["submissions"] as const,
  submissionList: (params: Record<string, string | undefined>) => ["submissions", "list", params] as const,
  submission: (submissionID: string) => ["submissions", submissionID] as const,
  documents: ["documents"] as const,
  cancellations: ["cancellations"] as const,
  cancellation: (id: string) => ["cancellations", "one", id] as const,
  cancellationHistory: (id: string) => ["cancellations", "history", id] as const,
  reinstatements: ["reinstatements"] as const,
  reinstatement: (id: string) => ["reinstatements", "one", id] as const,
  reinstatementHistory: (id: string) => ["reinstatements", "history", id] as const,
};

/** Application and submission data are tied together (spec 1 §7): a change to either refreshes both. */
export function invalidateApplicationsAndSubmissions(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.applications }),
    queryClient.invalidateQueries({ queryKey: queryKeys.submissions }),
  ]).then(() => undefined);
}

/**
 * A request or decision moves the record and the policy together (docs/api.md):
 * applications, submissions and both record kinds are read again.
 */
export function invalidatePolicyRecords(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateApplicationsAndSubmissions(queryClient),
    queryClient.invalidateQueries({ queryKey: queryKeys.cancellations }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reinstatements }),
  ]).then(() => undefined);
}

/** Documents feed the application answer (its `documents`) as well as the lists: a change refreshes all of them. */
export function invalidateDocuments(queryClient: QueryClient): Promise<void> {
  // Cancellations and reinstatements list their supporting documents.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cancellations }),
    queryClient.invalidateQueries({ queryKey: queryKeys.reinstatements }),
    invalidateApplicationsAndSubmissions(queryClient),
  ]).then(() => undefined);
}

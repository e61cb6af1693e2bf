import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import { apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions } from "./query-keys";

export interface StatusChange {
  appID: string;
  status: ApplicationStatus;
  /** The updatedDate of the application as last read: a change made since is refused (409), not overwritten. */
  updatedDate: string;
}

/**
 * Every mutation of an application refreshes application and submission
 * queries alike (spec 1 §7), once it has settled either way: a refused change
 * (409) means what is on screen is out of date.
 */
function useApplicationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateApplicationsAndSubmissions(queryClient) });
}

/** PATCH /api/applications/{appID} with a new status, through the server's status rules. */
export function useChangeApplicationStatus() {
  return useApplicationMutation(({ appID, status, updatedDate }: StatusChange) =>
    apiFetch<{ appID: string; status: ApplicationStatus; updatedDate: string }>(`/api/applications/${encodeURIComponent(appID)}`, {
      method: "PATCH",
      body: { updatedDate, status },
    }),
  );
}

/** POST /api/applications/{appID}/renewal: the Bound wholesale policy gets its renewal. */
export function useRequestRenewal() {
  return useApplicationMutation(({ appID }: { appID: string }) =>
    apiFetch<{ appID: string; renewedFromAppID: string }>(`/api/applications/${encodeURIComponent(appID)}/renewal`, { method: "POST" }),
  );
}

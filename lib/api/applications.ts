import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApplicationStatus } from "@/lib/domain/statuses";
import type { ApplicationPatch } from "@/lib/schemas/application";
import type { ApiApplication, ApplicationUpdate, RenewalCreated } from "@/lib/schemas/application-answer";
import { ApiError, apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "./query-keys";

export interface StatusChange {
  appID: string;
  status: ApplicationStatus;
  /** The updatedDate of the application as last read: a change made since is refused (409), not overwritten. */
  updatedDate: string;
  /** Set with a decline the user makes themselves: they see the 'no market' modal at once, so it need not tell them again. */
  isDeclineAcknowledged?: boolean;
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
  return useApplicationMutation(({ appID, status, updatedDate, isDeclineAcknowledged }: StatusChange) =>
    apiFetch<ApplicationUpdateResult>(`/api/applications/${encodeURIComponent(appID)}`, {
      method: "PATCH",
      body: { updatedDate, status, ...(isDeclineAcknowledged ? { isDeclineAcknowledged } : {}) },
    }),
  );
}

/** POST /api/applications/{appID}/renewal: the Bound wholesale policy gets its renewal, based on the policy as last read (409 once it changed). */
export function useRequestRenewal() {
  return useApplicationMutation(({ appID, updatedDate }: { appID: string; updatedDate: string }) =>
    apiFetch<RenewalCreated>(`/api/applications/${encodeURIComponent(appID)}/renewal`, { method: "POST", body: { updatedDate } }),
  );
}

export type ApplicationView = ApiApplication;

/** The answer of PATCH /api/applications/{appID}. */
export type ApplicationUpdateResult = ApplicationUpdate;

const applicationPath = (appID: string) => `/api/applications/${encodeURIComponent(appID)}`;

/** `options.initial`: the application a server component read for the page, so it paints with it instead of fetching after it loads. */
export function useApplication(appID: string, options: { enabled?: boolean; initial?: ApplicationView } = {}) {
  return useQuery({
    enabled: options.enabled,
    initialData: options.initial,
    queryKey: queryKeys.application(appID),
    queryFn: ({ signal }) => apiFetch<ApplicationView>(applicationPath(appID), { signal }),
    // A missing or foreign application will not appear on a retry.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && (error.status === 400 || error.status === 404)),
  });
}

/**
 * PATCH with the updatedDate of the application as last read, so a write
 * based on stale data is refused (409) instead of overwriting. On success the
 * application and submission queries refresh together.
 */
export function useUpdateApplication(appID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Omit<ApplicationPatch, "updatedDate" | "answerType"> & { answerType?: ApplicationPatch["answerType"] }) => {
      const current = queryClient.getQueryData<ApplicationView>(queryKeys.application(appID));
      return apiFetch<ApplicationUpdateResult>(applicationPath(appID), { method: "PATCH", body: { ...patch, updatedDate: current?.updatedDate } });
    },
    onSuccess: async (result) => {
      queryClient.setQueryData<ApplicationView>(queryKeys.application(appID), (old) =>
        old
          ? {
              ...old,
              status: result.status,
              updatedDate: result.updatedDate,
              priceIndicationSeen: result.priceIndicationSeen,
              sectionGroups: old.sectionGroups.map((g) => ({ ...g, status: result.sectionGroups.find((s) => s.id === g.id)?.status ?? g.status })),
            }
          : old,
      );
      await invalidateApplicationsAndSubmissions(queryClient);
    },
  });
}

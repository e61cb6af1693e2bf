import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApplicationPatch } from "@/lib/schemas/application";
import type { ApiApplication, ApplicationUpdate } from "@/lib/schemas/application-answer";
import { applicationPath } from "./application-writes";
import { ApiError, apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "./query-keys";

export type ApplicationView = ApiApplication;

/** The answer of PATCH /api/applications/{appID}. */
export type ApplicationUpdateResult = ApplicationUpdate;

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

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationPatch } from "@/lib/schemas/application";
import type { ApplicationUpdateResult, ApplicationView } from "./applications";
import { apiFetch } from "./client";
import { invalidateApplicationsAndSubmissions, queryKeys } from "./query-keys";

export type ApplicationPatchInput = Omit<Partial<ApplicationPatch>, "updatedDate">;

/**
 * PATCH /api/applications/{appID} based on the application as this screen last
 * read it. Settled either way, application and submission data are read again:
 * after a refusal as stale (409) the screen then shows the current state.
 */
export function useApplicationPatch(appID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ApplicationPatchInput) => {
      const current = queryClient.getQueryData<ApplicationView>(queryKeys.application(appID));
      return apiFetch<ApplicationUpdateResult>(`/api/applications/${encodeURIComponent(appID)}`, {
        method: "PATCH",
        body: { ...patch, updatedDate: current?.updatedDate },
      });
    },
    onSettled: () => invalidateApplicationsAndSubmissions(queryClient),
  });
}

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApplicationView } from "./applications";
import { updateApplication, type ApplicationChanges } from "./application-writes";
import { queryKeys } from "./query-keys";

/**
 * PATCH /api/applications/{appID} based on the application as this screen last
 * read it. The write announces itself: the cache puts the answer in place and
 * reads application and submission data again, after a refusal as stale (409)
 * too, so the screen then shows the current state.
 */
export function useApplicationPatch(appID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ApplicationChanges) =>
      updateApplication({ appID, updatedDate: queryClient.getQueryData<ApplicationView>(queryKeys.application(appID))?.updatedDate }, patch),
  });
}

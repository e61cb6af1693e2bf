import { useQuery } from "@tanstack/react-query";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import { applicationPath } from "./application-writes";
import { ApiError, apiFetch } from "./client";
import { queryKeys } from "./query-keys";

export type ApplicationView = ApiApplication;

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

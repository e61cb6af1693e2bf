"use client";

import type { QueryClient } from "@tanstack/react-query";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { applicationPath } from "./application-writes";
import { apiFetch } from "./client";
import { queryKeys } from "./query-keys";
import { submissionPath } from "./submission-path";
import { useApiQuery } from "./use-api-query";

/**
 * An application read for a screen, painted from the server's read
 * (`initial`); nothing is read while `appID` is null. What writes are based
 * on: a write's answer is put in place as soon as it comes (application-writes),
 * and the writes that change applications, submissions or documents have it
 * read again.
 */
export function useApplicationView(appID: string | null, initial?: ApiApplication) {
  return useApiQuery<ApiApplication>(queryKeys.applications.one(appID ?? ""), appID === null ? null : applicationPath(appID), { initial, basis: true });
}

/**
 * The application as the cache holds it now, or `shown` when it holds none:
 * for a click that checks it, since a write that just changed it (an upload)
 * reaches the cache at once but the screen a moment later.
 */
export function latestApplication(client: QueryClient, shown: ApiApplication): ApiApplication {
  return client.getQueryData<ApiApplication>(queryKeys.applications.one(shown.appID)) ?? shown;
}

/** A submission read for a screen (nothing while `submissionID` is null), read again when a write changes applications or submissions. */
export function useSubmissionView(submissionID: string | null, initial?: ApiSubmission) {
  return useApiQuery<ApiSubmission>(queryKeys.submissions.one(submissionID ?? ""), submissionID === null ? null : submissionPath(submissionID), {
    initial: initial?.submissionID === submissionID ? initial : undefined,
    basis: true,
  });
}

/** The application and its submission read again now, through the cache: every screen showing them shows the fresh answers. */
export function readAfresh(client: QueryClient, app: { appID: string; submissionID: string }): Promise<[ApiApplication, ApiSubmission]> {
  return Promise.all([
    client.fetchQuery({
      queryKey: queryKeys.applications.one(app.appID),
      queryFn: ({ signal }) => apiFetch<ApiApplication>(applicationPath(app.appID), { signal }),
      staleTime: 0,
    }),
    client.fetchQuery({
      queryKey: queryKeys.submissions.one(app.submissionID),
      queryFn: ({ signal }) => apiFetch<ApiSubmission>(submissionPath(app.submissionID), { signal }),
      staleTime: 0,
    }),
  ]);
}

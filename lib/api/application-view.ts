"use client";

import { useCallback } from "react";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { applicationPath, withUpdate } from "./application-writes";
import type { Listener } from "./data-changes";
import { submissionPath } from "./submission-writes";
import { useDataChange } from "./use-data-change";
import { useFetched } from "./use-fetched";

/**
 * An application read for a screen, painted from the server's read
 * (`initial`); nothing is read while `appID` is null. A write to it is put in
 * place as soon as it is answered, so the next write is based on it; it is
 * read again whenever applications, submissions or documents change on the
 * page.
 */
export function useApplicationView(appID: string | null, initial?: ApiApplication) {
  const application = useFetched<ApiApplication>(appID === null ? null : applicationPath(appID), { initial });
  const { refetch, setData } = application;
  useDataChange(
    "application",
    useCallback<Listener<"application">>((result) => result.appID === appID && setData((old) => withUpdate(old, result)), [appID, setData]),
  );
  // Application and submission data are tied together (spec 1 §7): a saved insured can move the application too.
  useDataChange("applications", refetch);
  useDataChange("submissions", refetch);
  useDataChange("documents", refetch);
  return application;
}

/** A submission read for a screen (nothing while `submissionID` is null), read again whenever applications or submissions change on the page. */
export function useSubmissionView(submissionID: string | null, initial?: ApiSubmission) {
  const submission = useFetched<ApiSubmission>(submissionID === null ? null : submissionPath(submissionID), {
    initial: initial?.submissionID === submissionID ? initial : undefined,
  });
  useDataChange("applications", submission.refetch);
  useDataChange("submissions", submission.refetch);
  return submission;
}

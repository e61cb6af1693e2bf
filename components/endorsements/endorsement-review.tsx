"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { readAfresh } from "@/lib/api/application-view";
import { ApiError } from "@/lib/api/client";
import { isExplainedRefusal, refusalMessage } from "@/lib/api/refusal";
import { submitEndorsements } from "@/lib/api/endorsement-draft";
import { useWrite } from "@/lib/api/use-write";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { dateIssues, draftChanges, draftRequest, policyValues, requestIssues, withCurrentValues } from "@/lib/forms/endorsement-draft";
import { endorsementPath } from "./draft";
import { DraftChanges } from "./draft-changes";
import { useEndorsement } from "./endorsement-frame";
import { PolicyHeading } from "./policy-heading";
import { Button, buttonClass } from "@/components/ui/button";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export const REQUEST_FAILED = "Error occurred during request, please try again later.";
export const POLICY_CHANGED = "The policy was changed by someone else since these changes were drafted.";

type Problem = { kind: "invalid"; message: string } | { kind: "stale" } | { kind: "refused"; message: string } | null;

/** /coverage/{appID}/endorsement/review: every change as previous → new by effective date, then Submit (POST /api/endorsements). */
export function EndorsementReview() {
  const router = useRouter();
  const { app, term, draft, saveDraft, discardDraft } = useEndorsement();
  const client = useQueryClient();
  const submitWrite = useWrite(submitEndorsements);
  const sending = submitWrite.isPending;
  const [issues, setIssues] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const changes = draftChanges(draft);
  const start = endorsementPath(app.appID);
  const problemRef = useRef<HTMLDivElement>(null);
  // A refused submission moves focus to what went wrong, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  async function send() {
    const missing = dateIssues(changes, term);
    if (Object.keys(missing).length) {
      setIssues(Object.fromEntries(Object.entries(missing).map(([path, message]) => [path, [message]])));
      setProblem({ kind: "invalid", message: "Every change needs an effective date within the policy term." });
      return;
    }
    const request = draftRequest(app.appID, draft);
    setIssues({});
    setProblem(null);
    try {
      await submitWrite.mutateAsync(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const found = requestIssues(request, changes, error.fields ?? {});
        const { "": general, ...onChanges } = found;
        setIssues(onChanges);
        setProblem({ kind: "invalid", message: general?.join(" ") ?? error.message });
      } else if (error instanceof ApiError && error.status === 409 && Array.isArray(error.details?.stale)) {
        setProblem({ kind: "stale" });
      } else if (isExplainedRefusal(error)) {
        setProblem({ kind: "refused", message: error.message });
      } else {
        toast.error(REQUEST_FAILED, { groupKey: "endorsement-request" });
      }
      return;
    }
    router.push(endorsementPath(app.appID, "submitted"));
    // The layout's navigation shows Policy History's Endorsements once there is one; a client navigation does not draw it again.
    router.refresh();
    discardDraft();
  }

  /** Reads the policy again and takes its values as the changes' previous ones. */
  async function reloadPreviousValues() {
    let freshApp: ApiApplication, freshSubmission: ApiSubmission;
    try {
      // Through the cache: the frame shows the policy as it is now too.
      [freshApp, freshSubmission] = await readAfresh(client, app);
    } catch (error) {
      toast.error(refusalMessage(error, REQUEST_FAILED), { groupKey: "endorsement-request" });
      return;
    }
    saveDraft(withCurrentValues(draft, policyValues(freshSubmission.companyInfo, freshApp.answerGroups)));
    setProblem(null);
    setIssues({});
  }

  return (
    <>
      <PolicyHeading title="Review endorsement" />
      <div ref={problemRef} tabIndex={-1} className="outline-none">
        {problem?.kind === "stale" ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p>{POLICY_CHANGED} Reload the previous values to review the changes against the policy as it is now.</p>
            <Button variant="secondary" onClick={() => void reloadPreviousValues()}>
              Reload previous values
            </Button>
          </div>
        ) : problem ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {problem.message}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="review-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="review-heading" className="text-base font-semibold text-slate-900">
          Changes
        </h2>
        <div className="mt-3">
          {changes.length ? (
            <DraftChanges changes={changes} issues={issues} />
          ) : (
            <p className="text-sm text-slate-600">No changes to review. Choose what to change on the endorsement page.</p>
          )}
        </div>
        <div className="mt-5 flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-4">
          <Link href={start} className={buttonClass({ variant: "secondary" })}>
            Back
          </Link>
          <Button onClick={() => void send()} disabled={changes.length === 0 || sending} aria-busy={sending || undefined}>
            Submit
          </Button>
        </div>
      </section>
    </>
  );
}

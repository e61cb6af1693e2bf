"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { LoadingState } from "@/components/ui/loading-state";
import { buttonClass } from "@/components/ui/button";
import { useCoverage } from "./coverage-context";

/** Spec 1 §2: the confirmation page of a submitted application. */
export const SUBMITTED_MESSAGE = "Congrats, your app has been submitted!";

/** /coverage/{appID}/details/complete. An app not submitted yet goes back to its first section. */
export function SubmissionComplete({ appID }: { appID: string }) {
  const router = useRouter();
  const { app } = useCoverage();
  const notSubmitted = app.status === "InProgress" || app.status === "NotStarted";
  const firstSection = app.sectionGroups[0]?.id;

  useEffect(() => {
    if (notSubmitted && firstSection) router.replace(`/coverage/${encodeURIComponent(appID)}/details/${encodeURIComponent(firstSection)}`);
  }, [notSubmitted, firstSection, appID, router]);

  // Reached from the Submit button at the foot of a long section, the page would keep that scroll position: it opens at its top,
  // with focus on the message so a screen reader reads it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notSubmitted) return;
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [notSubmitted]);

  if (notSubmitted) return <LoadingState label="Opening the questionnaire…" />;
  return (
    <section aria-labelledby="submitted-heading" className="rounded-xl border border-slate-200 bg-white px-8 py-12 text-center shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-green-600">
        <circle cx="24" cy="24" r="22" className="fill-green-50" stroke="currentColor" strokeWidth="2" />
        <path d="M15 25l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="submitted-heading" ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {SUBMITTED_MESSAGE}
      </h2>
      <p className="mt-2 text-sm text-slate-600">We will let you know as soon as the underwriters have reviewed it.</p>
      <Link href={`/app-central?submissionID=${encodeURIComponent(app.submissionID)}`} className={buttonClass({ size: "lg", className: "mt-8" })}>
        Back to Submission
      </Link>
    </section>
  );
}

"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { NotFoundContent } from "@/components/errors/not-found-content";
import { NotesPanelLoader } from "@/components/notes/notes-panel-loader";
import { useShell } from "@/components/shell/shell-context";
import { useSubmissionView } from "@/lib/api/application-view";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { submissionEditPermissions } from "@/lib/domain/editing";
import { insuredDisplayName } from "@/lib/domain/insured-name";
import type { CoverageRowFlags } from "@/lib/domain/post-bind";
import type { Role } from "@/lib/domain/roles";
import { CoverageTable } from "./coverage-table";
import { InsuredInfoCard } from "./insured-info-card";
import { SubmissionSteps } from "./submission-steps";
import { can } from "@/lib/domain/permissions";
import { awaitsNoMarketNotice } from "@/lib/domain/agent-flow";

// Few submissions hold a decline the agent has yet to hear of: the notice's code loads only for one that does.
const DeclineNotice = dynamic(() => import("./decline-notice").then((m) => m.DeclineNotice));

export interface SubmissionViewProps {
  submissionID: string;
  role: Role;
  rowFlags: CoverageRowFlags;
  /** Where the 404 page leads back to: /app-central, or the external home for underwriters (spec 1 §8). */
  notFoundBackHref: string;
  /** The submission as the server read it for this request, when the viewer may see it: the page paints with it. */
  initialSubmission?: ApiSubmission;
  /** The coverage table's sort as the address gave it (`?sort=`). */
  initialSort?: string;
}

/**
 * The 'Submission' page of app central: stepped blocks, insured info and the
 * coverage policy table. Read again whenever one
 * of its applications changes (a row's action, a decision, a renewal link).
 */
export function SubmissionView({ submissionID, role, rowFlags, notFoundBackHref, initialSubmission, initialSort }: SubmissionViewProps) {
  const { data, isPending } = useSubmissionView(submissionID, initialSubmission);
  // The notes panel is gated by the marketplace-notes flag, evaluated by the server for the shell.
  const notesEnabled = useShell()?.flags.marketplaceNotes ?? false;

  if (isPending) {
    return (
      <div role="status" className="mx-auto flex w-full max-w-6xl flex-col gap-4">
        <span className="sr-only">Loading submission…</span>
        <div aria-hidden="true" className="h-8 w-72 animate-pulse rounded-md bg-slate-200" />
        <div aria-hidden="true" className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
        <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200" />
      </div>
    );
  }
  // Kept data stays on screen when a background refresh fails; without any, the load failed.
  if (!data) return <NotFoundContent backHref={notFoundBackHref} />;

  const insuredName = insuredDisplayName(data.companyInfo);
  const canEdit = submissionEditPermissions(
    role,
    data.coverages.map((c) => c.status),
  );

  const content = (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <Link href="/app-central" className="text-sm font-semibold text-brand-700 hover:underline">
          ← All submissions
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{insuredName || "Submission"}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Submission <span className="font-mono text-xs">{data.submissionID}</span> · {data.agent.fullName}
        </p>
      </div>
      <SubmissionSteps coverages={data.coverages} />
      <CoverageTable
        submissionID={data.submissionID}
        insuredName={insuredName}
        coverages={data.coverages}
        role={role}
        rowFlags={rowFlags}
        initialSort={initialSort}
        // After the business types step; an individual has none to give.
        showAppetite={data.companyInfo.isBusinessTypeSubmitted || data.companyInfo.insuredType === "individual"}
      />
      <InsuredInfoCard submissionID={data.submissionID} info={data.companyInfo} canEdit={canEdit} />
      {can(role, "acknowledgeDecline") && data.coverages.some(awaitsNoMarketNotice) ? <DeclineNotice coverages={data.coverages} /> : null}
    </div>
  );
  if (!notesEnabled) return content;
  return (
    <div className="mx-auto flex w-full max-w-[100rem] flex-col gap-6 2xl:flex-row 2xl:items-start">
      <div className="min-w-0 flex-1">{content}</div>
      <div className="w-full 2xl:sticky 2xl:top-20 2xl:max-h-[calc(100vh-6rem)] 2xl:w-96 2xl:shrink-0 2xl:overflow-y-auto">
        <NotesPanelLoader entityType="Submission" entityID={data.submissionID} submissionID={data.submissionID} role={role} />
      </div>
    </div>
  );
}

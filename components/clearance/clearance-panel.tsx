"use client";

import Link from "next/link";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { Timestamp } from "@/components/ui/timestamp";
import { toast } from "@/components/ui/toast";
import { decideClearance, useClearance } from "@/lib/api/clearance";
import { useWrite } from "@/lib/api/use-write";
import { reasonLabels } from "@/lib/domain/clearance";
import type { Clearance, ClearanceMatch } from "@/lib/schemas/clearance";
import { ClearanceDecisionForm } from "./clearance-decision-form";

const decisionText = { cleared: "Cleared", blocked: "Blocked" } as const;

function MatchItem({ submissionID, match }: { submissionID: string; match: ClearanceMatch }) {
  const decided = match.decision;
  const decide = useWrite(decideClearance);
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <Link href={`/submission/${encodeURIComponent(match.submissionID)}`} className="text-brand-700 hover:underline">
            {match.insuredName || "Unnamed insured"}
          </Link>
          <span className="ml-2 font-normal text-slate-600">{match.agencyName}</span>
        </p>
        <p className="text-sm text-slate-600">
          {match.reasons.map((r) => reasonLabels[r]).join(" · ")} · {Math.round(match.score * 100)}% match · submitted <Timestamp iso={match.createdDate} />
        </p>
      </div>
      {match.coverages.length ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
          {match.coverages.map((c) => (
            <li key={c.appID}>
              {c.productName}: {c.status}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm" role="status">
        {decided ? (
          <>
            <span className={decided.decision === "blocked" ? "font-semibold text-red-800" : "font-semibold text-green-800"}>
              {decisionText[decided.decision]}
            </span>
            <span className="text-slate-700">
              {" "}
              by {decided.decidedBy}: {decided.reason}
            </span>
          </>
        ) : (
          <span className="font-semibold text-amber-900">Not decided</span>
        )}
      </p>
      <ClearanceDecisionForm
        insuredName={match.insuredName}
        current={decided}
        onDecide={async (input) => {
          await decide.mutateAsync({ submissionID, matchID: match.submissionID, ...input });
          toast.success("Clearance decision saved", { groupKey: "clearance" });
        }}
      />
    </li>
  );
}

/** The submission's possible duplicates across agencies, why each may be the same insured, and the decision on each. */
export function ClearancePanel({ submissionID, initial }: { submissionID: string; initial: Clearance }) {
  const clearance = useClearance(submissionID, initial);
  return (
    <section id="clearance" aria-labelledby="clearance-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="clearance-heading" className="text-base font-semibold text-slate-900">
        Clearance
      </h2>
      {clearance.isPending ? (
        <LoadingState label="Loading clearance…" />
      ) : clearance.isError ? (
        <ErrorState message="Clearance could not be loaded." onRetry={clearance.refetch} />
      ) : (
        <>
          {clearance.data.blocked ? (
            <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              Blocked: another agency holds this risk. This submission is not quoted or bound while the decision stands.
            </p>
          ) : null}
          {clearance.data.matches.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No other submission of this insured was found.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Possible duplicates">
              {clearance.data.matches.map((match) => (
                <MatchItem key={match.submissionID} submissionID={submissionID} match={match} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

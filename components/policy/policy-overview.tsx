import Link from "next/link";
import { Timestamp } from "@/components/ui/timestamp";
import type { PolicyTimeline, TimelineEntry } from "@/lib/schemas/policy-timeline";
import { LabelledTerm } from "@/components/ui/labelled-term";
import { SummarySection } from "./summary-section";

function EntryTitle({ entry }: { entry: TimelineEntry }) {
  const text = <span className="font-semibold text-slate-900">{entry.title}</span>;
  if (!entry.href) return text;
  // A document opens its file; everything else is a page of the app (or a note on this one).
  if (entry.kind === "document" || entry.href.startsWith("#"))
    return (
      <a href={entry.href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {entry.title}
      </a>
    );
  return (
    <Link href={entry.href} prefetch={false} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {entry.title}
    </Link>
  );
}

/**
 * The policy at a glance (insured, carrier, agency, limits and deductibles,
 * price lines) and its timeline, newest first. Rendered on the server with
 * the page: it ships no code of its own, and the summary reads it again after
 * each of its actions.
 */
export function PolicyOverview({ timeline }: { timeline: PolicyTimeline }) {
  return (
    <>
      <SummarySection id="coverage-heading" title="Coverage">
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <LabelledTerm label="Insured">{timeline.insuredName || "—"}</LabelledTerm>
          <LabelledTerm label="Carrier">{timeline.carrierName ?? "—"}</LabelledTerm>
          <LabelledTerm label="Agency">{timeline.agencyName}</LabelledTerm>
          {[...timeline.coverageTerms, ...timeline.pricing].map((line) => (
            <LabelledTerm key={line.label} label={line.label}>
              {line.value}
            </LabelledTerm>
          ))}
        </dl>
      </SummarySection>

      <SummarySection id="timeline-heading" title="Timeline">
        {timeline.entries.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Nothing has happened to this policy yet.</p>
        ) : (
          <ol aria-label="Policy timeline, newest first" className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
            {timeline.entries.map((entry) => (
              <li key={`${entry.kind}-${entry.id}`} className="text-sm">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <EntryTitle entry={entry} /> <span className="text-slate-600">by {entry.actorName}</span>{" "}
                  <Timestamp iso={entry.at} className="text-xs text-slate-500" />
                </p>
                {entry.detail ? <p className="mt-0.5 break-words text-slate-700">{entry.detail}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </SummarySection>
    </>
  );
}

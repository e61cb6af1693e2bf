"use client";

import { changesByDate, type DraftChange } from "@/lib/forms/endorsement-draft";
import { formatDay } from "@/lib/domain/dates";
import { changeValueText } from "./change-value";
import { useEndorsement } from "./endorsement-frame";

export interface DraftChangesProps {
  changes: DraftChange[];
  /** Messages by change path (a refused request, a missing date). */
  issues?: Record<string, string[]>;
}

/** The draft's changes as previous → new, grouped by effective date (spec 3 §3: endorsements are grouped by effectiveDate). */
export function DraftChanges({ changes, issues = {} }: DraftChangesProps) {
  const { app, submission } = useEndorsement();
  const entityType = submission.companyInfo.entityType;
  return (
    <div className="flex flex-col gap-4">
      {changesByDate(changes).map(({ effectiveDate, changes: ofDate }) => {
        const heading = effectiveDate ? `Effective ${formatDay(effectiveDate)}` : "No effective date yet";
        const headingId = `changes-${effectiveDate ?? "undated"}`;
        return (
          <section key={effectiveDate ?? "undated"} aria-labelledby={headingId} className="rounded-lg border border-slate-200">
            <h3 id={headingId} className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-900">
              {effectiveDate ? <time dateTime={effectiveDate}>{heading}</time> : heading}
            </h3>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Changes {effectiveDate ? `effective ${formatDay(effectiveDate)}` : "without an effective date"}</caption>
              <thead className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Change
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Previous
                  </th>
                  <th scope="col" className="px-4 py-2">
                    New
                  </th>
                </tr>
              </thead>
              <tbody>
                {ofDate.map((c) => {
                  const messages = issues[c.path] ?? [];
                  return (
                    <tr key={c.path} className="border-t border-slate-100 align-top" data-change={c.path}>
                      <th scope="row" className="px-4 py-2 font-normal">
                        <span className="block text-xs text-slate-500">{c.sectionLabel}</span>
                        <span className="font-medium text-slate-900">{c.label}</span>
                        {messages.length ? (
                          <ul role="alert" className="mt-1 text-sm text-red-700">
                            {messages.map((m) => (
                              <li key={m}>{m}</li>
                            ))}
                          </ul>
                        ) : null}
                      </th>
                      <td className="px-4 py-2 text-slate-600">{changeValueText(c, c.prevValue, app, entityType)}</td>
                      <td className="px-4 py-2 font-medium text-slate-900">
                        <span aria-hidden="true" className="mr-2 text-slate-400">
                          →
                        </span>
                        {changeValueText(c, c.value, app, entityType)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}

"use client";

import Link from "next/link";
import { formatDay } from "@/lib/domain/dates";
import { hasQuoteToReview } from "@/lib/coverage-navigation";
import { wholeDollars } from "@/lib/domain/underwriting";
import { QuoteSummaryFrame } from "./quote-summary-frame";
import { buttonClass } from "@/components/ui/button";
import type { ApiApplication } from "@/lib/schemas/application-answer";

/** Review Quotes: the approved quote read-only, carrier and prices in whole dollars; Continue goes to View & Upload. */
export function ReviewQuote({ appID, initialApplication }: { appID: string; initialApplication?: ApiApplication }) {
  return (
    <QuoteSummaryFrame appID={appID} page="reviewQuote" title="Review Quotes" initial={initialApplication}>
      {(app) => {
        const carrier = app.carriers.options.find((c) => c.id === app.carriers.selectedCarrierID);
        if (!hasQuoteToReview(app.status) || !carrier) {
          return (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
              No quote has been approved for this application yet.
            </p>
          );
        }
        return (
          <>
            <section aria-labelledby="quote-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="quote-heading" className="text-base font-semibold text-slate-900">
                  {carrier.name}
                </h2>
                <p className="text-lg font-semibold text-slate-900">
                  <span className="sr-only">Total cost </span>
                  {wholeDollars(carrier.cost ?? app.totalCost)}
                </p>
              </div>
              {app.quoteValidUntil ? <p className="mt-1 text-sm text-slate-600">Quote valid until {formatDay(app.quoteValidUntil)}</p> : null}
              <dl className="mt-4 divide-y divide-slate-100">
                {app.pricing.groups.flatMap((g) =>
                  g.questions.map((q) => {
                    const answer = g.answers.find((a) => a.source === q.questionKey)?.value;
                    const value = answer ?? (q.questionKey === "total_cost" ? app.totalCost : undefined);
                    return (
                      <div key={q.questionKey} className="flex justify-between gap-4 py-2 text-sm">
                        <dt className="text-slate-600">{q.label}</dt>
                        <dd className="font-medium text-slate-900">{typeof value === "number" ? wholeDollars(value) : "—"}</dd>
                      </div>
                    );
                  }),
                )}
              </dl>
            </section>
            <div className="flex justify-end">
              <Link href={`/coverage/${encodeURIComponent(app.appID)}/documents`} className={buttonClass()}>
                Continue
              </Link>
            </div>
          </>
        );
      }}
    </QuoteSummaryFrame>
  );
}

"use client";

import { insuredDisplayName } from "@/lib/domain/insured-name";
import { formatDay } from "@/lib/domain/dates";
import { useEndorsement } from "./endorsement-frame";

/** The policy being endorsed: its number, term and insured, above every endorsement page. */
export function PolicyHeading({ title }: { title: string }) {
  const { app, submission, term } = useEndorsement();
  return (
    <div>
      <p className="text-sm font-medium text-slate-500">Endorsement · {app.productName}</p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Policy number</dt>
          <dd className="font-medium text-slate-900">{app.policyNo ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Term</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={term.effectiveDate}>{formatDay(term.effectiveDate)}</time> –{" "}
            <time dateTime={term.expirationDate}>{formatDay(term.expirationDate)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Insured</dt>
          <dd className="font-medium text-slate-900">{insuredDisplayName(submission.companyInfo)}</dd>
        </div>
      </dl>
    </div>
  );
}

"use client";

import { Field } from "@/components/ui/field";
import type { PolicyTerm } from "@/lib/forms/endorsement-draft";
import { formatDay } from "@/lib/domain/dates";
import { Input } from "@/components/ui/input";

export interface PendingChange {
  key: string;
  label: string;
  previous: string;
  next: string;
}

export interface ChangeDatesProps {
  changes: PendingChange[];
  term: PolicyTerm;
  /** The date input's props for a change (react-hook-form's register of its effective date). */
  dateInput: (key: string) => Record<string, unknown>;
  errors: Record<string, string | undefined>;
}

/** The section's changes as they stand, each with its effective date, limited to the policy term (spec 3 §5). */
export function ChangeDates({ changes, term, dateInput, errors }: ChangeDatesProps) {
  return (
    <section aria-labelledby="change-dates-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="change-dates-heading" className="text-base font-semibold text-slate-900">
        Changes and effective dates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each change takes effect on its date, between <time dateTime={term.effectiveDate}>{formatDay(term.effectiveDate)}</time> and{" "}
        <time dateTime={term.expirationDate}>{formatDay(term.expirationDate)}</time>.
      </p>
      {changes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing changed in this section yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {changes.map((c) => (
            <li key={c.key} className="grid gap-3 py-3 sm:grid-cols-[1fr_14rem] sm:items-start">
              <div className="text-sm">
                <p className="font-medium text-slate-900">{c.label}</p>
                <p className="text-slate-600">
                  {c.previous} <span aria-hidden="true">→</span>
                  <span className="sr-only">changes to</span> <span className="font-medium text-slate-900">{c.next}</span>
                </p>
              </div>
              <Field id={`effective-${c.key}`} label={`Effective date of ${c.label}`} required error={errors[c.key]}>
                {(control) => <Input {...control} {...dateInput(c.key)} type="date" min={term.effectiveDate} max={term.expirationDate} />}
              </Field>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

"use client";

import { useState } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { defaultEffectiveDate, effectiveDateIssue, withSectionChanges } from "@/lib/forms/endorsement-draft";
import { sameValue } from "@/lib/domain/endorsement-changes";
import { localToday } from "@/lib/questionnaire/dates";
import { parsePercentage } from "@/lib/domain/business-types";
import type { BusinessTypeValueInput } from "@/lib/schemas/business-types";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import type { EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import { NO_VALUE } from "./change-value";
import { ChangeDates } from "./change-dates";
import { useEndorsement } from "./endorsement-frame";
import { SectionEditor } from "./section-editor";
import { Input } from "@/components/ui/input";

interface Row {
  id: string;
  title: string;
  /** The percentage as typed. */
  value: string;
}

interface FormValues {
  rows: Row[];
  effectiveDates: Record<string, string>;
}

/** The route handler's schema of the rows; it, and zod with it, loads when the user first works with the form rather than with the page. */
const rowsSchema = lazyResolver<BusinessTypeValueInput[]>(() =>
  withZodResolver(import("@/lib/schemas/business-types")).then(([{ zodResolver }, m]) => zodResolver(m.businessTypeValuesSchema)),
);

const percentText = (value: number | null | undefined) => (value === null || value === undefined ? NO_VALUE : `${value}%`);

/** /endorsement/details/business-type: each business type's share of the work, checked with the business type form's schema (shares add up to 100). */
export function BusinessTypeChanges() {
  const { submission, term, policy, draft, saveDraft } = useEndorsement();
  const defaultDate = defaultEffectiveDate(term, localToday());

  // The form starts once, from the draft as it was when the page opened.
  const [defaults] = useState<FormValues>(() => {
    const current = submission.companyInfo.businessTypeValues.map((b) => ({ id: b.id, title: b.title }));
    const drafted = draft.businessTypeValues.filter((b) => !current.some((c) => c.id === b.id)).map((b) => ({ id: b.id, title: b.title }));
    const rows = [...current, ...drafted].map((b) => {
      const change = draft.businessTypeValues.find((d) => d.id === b.id);
      const value = change ? change.value : (policy.businessTypes[b.id] ?? null);
      return { ...b, value: value === null ? "" : String(value) };
    });
    const effectiveDates = Object.fromEntries(rows.map((r) => [r.id, draft.businessTypeValues.find((d) => d.id === r.id)?.effectiveDate ?? defaultDate]));
    return { rows, effectiveDates };
  });

  const changedRows = (rows: Row[]) => rows.filter((r) => !sameValue(parsePercentage(r.value), policy.businessTypes[r.id] ?? null));

  // Built once: the policy it checks against is the one the form started from.
  const [resolver] = useState<Resolver<FormValues>>(() => {
    const resolve: Resolver<FormValues> = async (values, context, options) => {
      const rows = values.rows.map((r) => ({ id: r.id, value: parsePercentage(r.value) }));
      const result = await rowsSchema.resolver(rows, context, { ...options, names: undefined, fields: {} } as never);
      const rowErrors = result.errors as Record<string, { value?: { message?: string }; message?: string }>;
      const errors: Record<string, unknown> = {};
      const perRow = values.rows.map((_, i) => (rowErrors[i]?.value ? { value: rowErrors[i].value } : undefined));
      if (perRow.some(Boolean)) errors.rows = perRow;
      const listMessage = Object.entries(rowErrors).find(([key]) => !/^\d+$/.test(key))?.[1]?.message;
      if (listMessage) errors.root = { type: "validate", message: listMessage };
      const dates = Object.fromEntries(
        changedRows(values.rows).flatMap((r) => {
          const issue = effectiveDateIssue(values.effectiveDates[r.id], term);
          return issue ? [[r.id, { type: "validate", message: issue }]] : [];
        }),
      );
      if (Object.keys(dates).length) errors.effectiveDates = dates;
      return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<FormValues> } : { values, errors: {} };
    };
    return resolve;
  });

  const form = useForm<FormValues>({ defaultValues: defaults, resolver });
  const { register, control, formState } = form;
  const rows = useWatch({ control, name: "rows" });
  const rowErrors = (formState.errors.rows ?? []) as ({ value?: { message?: string } } | undefined)[];
  const dateErrors = Object.fromEntries(
    Object.entries(formState.errors.effectiveDates ?? {}).map(([id, e]) => [id, (e as { message?: string } | undefined)?.message]),
  );
  const listError = (formState.errors as { root?: { message?: string } }).root?.message;

  const save = (values: FormValues) => {
    const changes: EndorsementDraft["businessTypeValues"] = changedRows(values.rows).map((r) => ({
      id: r.id,
      title: r.title,
      value: parsePercentage(r.value),
      prevValue: policy.businessTypes[r.id] ?? null,
      effectiveDate: values.effectiveDates[r.id],
    }));
    saveDraft(withSectionChanges(draft, { kind: "businessTypes", changes }));
  };

  return (
    <SectionEditor title="Business Type" form={form} onSave={save} onFirstUse={rowsSchema.preload}>
      <fieldset className="rounded-lg border border-slate-200 bg-white p-5">
        <legend className="px-1 text-base font-semibold text-slate-900">Share of work by business type</legend>
        {listError ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {listError}
          </p>
        ) : null}
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">The insured has no business types.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <li key={row.id} className="grid gap-3 py-3 sm:grid-cols-[1fr_10rem] sm:items-start">
                <p className="text-sm font-medium text-slate-900">{row.title}</p>
                <Field id={`business-type-${row.id}`} label={`Percentage of ${row.title}`} error={rowErrors[index]?.value?.message}>
                  {(c) => (
                    <div className="flex items-center gap-2">
                      <Input {...c} type="text" inputMode="decimal" {...register(`rows.${index}.value`)} />
                      <span aria-hidden="true" className="mt-1 text-sm text-slate-600">
                        %
                      </span>
                    </div>
                  )}
                </Field>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <ChangeDates
        changes={changedRows(rows).map((r) => ({
          key: r.id,
          label: r.title,
          previous: percentText(policy.businessTypes[r.id]),
          next: percentText(parsePercentage(r.value)),
        }))}
        term={term}
        dateInput={(key) => register(`effectiveDates.${key}`)}
        errors={dateErrors}
      />
    </SectionEditor>
  );
}

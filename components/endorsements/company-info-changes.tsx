"use client";

import { useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { Field } from "@/components/ui/field";
import { AddressFields } from "@/components/submission-flow/address-fields";
import { WORKERS_COMP_INDUSTRY } from "@/lib/domain/company-info";
import {
  COMPANY_INFO_SECTION,
  defaultEffectiveDate,
  effectiveDateIssue,
  endorsementAddress,
  withSectionChanges,
  type DraftChange,
} from "@/lib/forms/endorsement-draft";
import { endorsableCompanyFieldNames, endorsableCompanyFields, sameValue, type EndorsableCompanyField } from "@/lib/domain/endorsement-changes";
import { digitsOnly, entityTypeLabels, entityTypes, feinSsnPlaceholder, formatFeinSsn, formatPhone, TEXT_MAX } from "@/lib/domain/insured";
import { companyInfoFormFromSaved, companyInfoInput, emptyAddress, type AddressForm, type CompanyInfoForm } from "@/lib/forms/company-info";
import { localToday } from "@/lib/questionnaire/dates";
import type { CompanyInfo, CompanyInfoInput, CompanyInfoRules } from "@/lib/schemas/company-info";
import type { EndorsementDraft } from "@/lib/schemas/endorsement-draft";
import { changeValueText } from "./change-value";
import { ChangeDates } from "./change-dates";
import { useEndorsement } from "./endorsement-frame";
import { SectionEditor } from "./section-editor";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

/** The route handler's insured schema; it, and zod with it, loads when the user first works with the form rather than with the page. */
const insuredSchema = lazyResolver<CompanyInfoInput, CompanyInfoRules>(() =>
  withZodResolver(import("@/lib/schemas/company-info")).then(
    ([{ zodResolver }, m]): Resolver<CompanyInfoInput, CompanyInfoRules> =>
      (values, rules, options) =>
        zodResolver(m.makeCompanyInfoSchema(rules))(values, undefined, options),
  ),
);

interface FormValues {
  info: CompanyInfoForm;
  effectiveDates: Record<string, string>;
}

interface Output extends FormValues {
  /** The form through the schema; null when only unchanged fields fail it (their values are not sent). */
  normalized: CompanyInfo | null;
}

function addressValue(a: AddressForm) {
  return endorsementAddress({ ...a, aptSuite: a.aptSuite || null });
}

/** A field of the form as the endorsement holds it (server/services/endorsement-policy.ts): blanks as null, the address as its five lines. */
function formValue(info: CompanyInfoForm, field: EndorsableCompanyField): unknown {
  if (field === "physicalAddress") return addressValue(info.physicalAddress);
  if (field === "mailingAddress") return info.isMailingSameAsPhysical ? null : addressValue(info.mailingAddress);
  if (field === "isMailingSameAsPhysical") return info.isMailingSameAsPhysical;
  if (field === "yearsOfExp") return info.yearsOfExp.trim() === "" ? null : Number(info.yearsOfExp);
  return info[field].trim() || null;
}

function toForm(field: EndorsableCompanyField, value: unknown): Partial<CompanyInfoForm> {
  if (field === "physicalAddress" || field === "mailingAddress") {
    const a = value as { aptSuite: string | null } | null;
    return { [field]: a ? { ...emptyAddress(), ...a, aptSuite: a.aptSuite ?? "" } : emptyAddress() };
  }
  if (field === "isMailingSameAsPhysical") return { isMailingSameAsPhysical: value !== false };
  return { [field]: value === null || value === undefined ? "" : String(value) };
}

const individualOnlyFields: EndorsableCompanyField[] = [
  "firstName",
  "lastName",
  "entityType",
  "companyName",
  "emailAddress",
  "phoneNumber",
  "physicalAddress",
  "isMailingSameAsPhysical",
  "mailingAddress",
];

/** /endorsement/details/company-info: the insured's fields, checked with the insured form's own schema, as the server checks them. */
export function CompanyInfoChanges() {
  const { app, submission, term, policy, draft, saveDraft } = useEndorsement();
  const saved = submission.companyInfo;
  const individual = saved.insuredType === "individual";
  const fields = individual ? individualOnlyFields : endorsableCompanyFieldNames;
  const defaultDate = defaultEffectiveDate(term, localToday());

  // The form starts once, from the draft as it was when the page opened.
  const [defaults] = useState<FormValues>(() => {
    let info = companyInfoFormFromSaved(saved);
    for (const [field, change] of Object.entries(draft.companyInfo)) info = { ...info, ...toForm(field as EndorsableCompanyField, change?.value) };
    const effectiveDates = Object.fromEntries(endorsableCompanyFieldNames.map((f) => [f, draft.companyInfo[f]?.effectiveDate ?? defaultDate]));
    return { info, effectiveDates };
  });

  const changedFields = (info: CompanyInfoForm) => fields.filter((f) => !sameValue(formValue(info, f), policy.companyInfo[f] ?? null));

  // Built once: the policy it checks against is the one the form started from.
  const [resolver] = useState<Resolver<FormValues, unknown, Output>>(() => {
    const rules: CompanyInfoRules = { feinRequired: submission.coverages.some((c) => c.industryIdentifier === WORKERS_COMP_INDUSTRY) };
    const resolve: Resolver<FormValues, unknown, Output> = async (values, context, options) => {
      const changed = changedFields(values.info);
      const input = companyInfoInput(values.info, { insuredType: saved.insuredType, selectedIndustryIDs: saved.selectedIndustryIDs });
      const result = await insuredSchema.resolver(input, rules, { ...options, names: undefined, fields: {} } as never);
      // As on the server, only the fields that change must pass: an old value the rules no longer accept stays as it is.
      const info = Object.fromEntries(Object.entries(result.errors).filter(([field]) => changed.includes(field as EndorsableCompanyField)));
      const dates = Object.fromEntries(
        changed.flatMap((f) => {
          const issue = effectiveDateIssue(values.effectiveDates[f], term);
          return issue ? [[f, { type: "validate", message: issue }]] : [];
        }),
      );
      const errors = {
        ...(Object.keys(info).length ? { info } : {}),
        ...(Object.keys(dates).length ? { effectiveDates: dates } : {}),
      } as FieldErrors<FormValues>;
      if (Object.keys(errors).length) return { values: {}, errors };
      const passed = Object.keys(result.errors).length === 0;
      return { values: { ...values, normalized: passed ? (result.values as CompanyInfo) : null }, errors: {} };
    };
    return resolve;
  });

  const form = useForm<FormValues, unknown, Output>({ defaultValues: defaults, resolver });
  const { register, control, formState } = form;
  const info = useWatch({ control, name: "info" });
  const changed = changedFields(info);
  const infoErrors = (formState.errors.info ?? {}) as Record<string, { message?: string } & Record<string, { message?: string }>>;
  const errorOf = (field: string) => infoErrors[field]?.message;
  const addressErrors = Object.fromEntries(
    (["physicalAddress", "mailingAddress"] as const).flatMap((kind) =>
      Object.entries(infoErrors[kind] ?? {}).map(([line, e]) => [`${kind}.${line}`, (e as { message?: string }).message ?? ""]),
    ),
  );
  const dateErrors = Object.fromEntries(
    Object.entries(formState.errors.effectiveDates ?? {}).map(([f, e]) => [f, (e as { message?: string } | undefined)?.message]),
  );

  const asChange = (field: EndorsableCompanyField): DraftChange => ({
    path: `companyInfo.${field}`,
    sectionID: COMPANY_INFO_SECTION,
    sectionLabel: "Company Info",
    field,
    label: endorsableCompanyFields[field],
    value: null,
    prevValue: null,
    effectiveDate: null,
  });
  const pending = changed.map((field) => ({
    key: field,
    label: endorsableCompanyFields[field],
    previous: changeValueText(asChange(field), policy.companyInfo[field], app, saved.entityType),
    next: changeValueText(asChange(field), formValue(info, field), app, info.entityType),
  }));

  const save = (output: Output) => {
    const normalized = output.normalized as Record<string, unknown> | null;
    const changes: EndorsementDraft["companyInfo"] = {};
    for (const field of changedFields(output.info)) {
      const address = field === "physicalAddress" || field === "mailingAddress";
      const value = !normalized ? formValue(output.info, field) : address ? endorsementAddress(normalized[field] as never) : (normalized[field] ?? null);
      if (sameValue(value, policy.companyInfo[field] ?? null)) continue;
      changes[field] = { value, prevValue: policy.companyInfo[field] ?? null, effectiveDate: output.effectiveDates[field] };
    }
    saveDraft(withSectionChanges(draft, { kind: "companyInfo", changes }));
  };

  const text = (
    field: "companyName" | "dba" | "firstName" | "lastName" | "emailAddress" | "websiteUrl" | "yearsOfExp" | "dateBusinessStarted",
    label: string,
    type = "text",
  ) => (
    <Field id={`info-${field}`} label={label} error={errorOf(field)}>
      {(c) => <Input {...c} type={type} maxLength={field === "websiteUrl" || field === "emailAddress" ? undefined : TEXT_MAX} {...register(`info.${field}`)} />}
    </Field>
  );

  return (
    <SectionEditor title="Company Info" form={form} onSave={save} onFirstUse={insuredSchema.preload}>
      <fieldset className="rounded-lg border border-slate-200 bg-white p-5">
        <legend className="px-1 text-base font-semibold text-slate-900">{individual ? "Insured person" : "Company"}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {individual ? null : text("companyName", "Company name")}
          {individual ? null : text("dba", "DBA (doing business as)")}
          {text("firstName", individual ? "First name" : "Contact first name")}
          {text("lastName", individual ? "Last name" : "Contact last name")}
          {individual ? text("companyName", "Company name") : null}
          {text("emailAddress", "Email address", "email")}
          <Controller
            control={control}
            name="info.phoneNumber"
            render={({ field }) => (
              <Field id="info-phoneNumber" label="Phone number" error={errorOf("phoneNumber")} hint="10 digits">
                {(c) => (
                  <Input
                    {...c}
                    ref={field.ref}
                    type="tel"
                    inputMode="tel"
                    value={formatPhone(field.value)}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(digitsOnly(e.target.value).slice(0, 10))}
                  />
                )}
              </Field>
            )}
          />
          <Field id="info-entityType" label="Entity type" error={errorOf("entityType")}>
            {(c) => (
              <Select {...c} {...register("info.entityType")}>
                <option value="">Select an entity type</option>
                {entityTypes.map((t) => (
                  <option key={t} value={t}>
                    {entityTypeLabels[t]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {individual ? null : (
            <>
              {text("websiteUrl", "Website", "url")}
              <Controller
                control={control}
                name="info.feinSsnNumber"
                render={({ field }) => (
                  <Field id="info-feinSsnNumber" label="FEIN/SSN" error={errorOf("feinSsnNumber")} hint={`9 digits, ${feinSsnPlaceholder(info.entityType)}`}>
                    {(c) => (
                      <Input
                        {...c}
                        ref={field.ref}
                        type="text"
                        inputMode="numeric"
                        value={formatFeinSsn(field.value, info.entityType)}
                        onBlur={field.onBlur}
                        onChange={(e) => field.onChange(digitsOnly(e.target.value).slice(0, 9))}
                      />
                    )}
                  </Field>
                )}
              />
              {text("dateBusinessStarted", "Date business started", "date")}
              {text("yearsOfExp", "Years of experience")}
              <Field id="info-description" label="Description of operations" error={errorOf("description")} className="sm:col-span-2">
                {(c) => <Textarea {...c} rows={3} {...register("info.description")} />}
              </Field>
            </>
          )}
        </div>
      </fieldset>

      <Controller
        control={control}
        name="info.physicalAddress"
        render={({ field }) => (
          <AddressFields legend="Physical address" name="physicalAddress" value={field.value} onChange={field.onChange} errors={addressErrors} places={null} />
        )}
      />
      <div className="flex items-center gap-3">
        <input
          id="info-isMailingSameAsPhysical"
          type="checkbox"
          {...register("info.isMailingSameAsPhysical")}
          className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor="info-isMailingSameAsPhysical" className="text-sm font-medium text-slate-700">
          Mailing address is the same as the physical address
        </label>
      </div>
      {info.isMailingSameAsPhysical ? null : (
        <Controller
          control={control}
          name="info.mailingAddress"
          render={({ field }) => (
            <AddressFields legend="Mailing address" name="mailingAddress" value={field.value} onChange={field.onChange} errors={addressErrors} places={null} />
          )}
        />
      )}

      <ChangeDates changes={pending} term={term} dateInput={(key) => register(`effectiveDates.${key}`)} errors={dateErrors} />
    </SectionEditor>
  );
}

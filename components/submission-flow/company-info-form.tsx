"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field, inputClass } from "@/components/forms/field";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { useCreateSubmission, useUpdateSubmission } from "@/lib/api/submissions";
import type { InsuredType } from "@/lib/domain/company-info";
import { SUBMISSION_NOT_EDITABLE } from "@/lib/domain/editing";
import {
  DESCRIPTION_MAX,
  EMAIL_EXAMPLE,
  TEXT_MAX,
  digitsOnly,
  entityTypeLabels,
  entityTypes,
  feinSsnPlaceholder,
  formatFeinSsn,
  formatPhone,
} from "@/lib/domain/insured";
import { companyInfoInput, sameForm, type AddressForm, type CompanyInfoForm as FormValues } from "@/lib/forms/company-info";
import { loadPlaces, type PlacesApi } from "@/lib/places";
import { useAppStore } from "@/lib/state/app-store";
import { AddressFields } from "./address-fields";

export const CREATE_ERROR = "An error occurred while creating the submission.";
export const UPDATE_ERROR = "An error occurred while updating the submission.";
const FIX_FIELDS = "Please correct the highlighted fields.";

export interface CompanyInfoContext {
  submissionID: string | null;
  insuredType: InsuredType;
  selectedIndustryIDs: string[];
  coverageIDs: string[];
  coverageLabels: string[];
  feinRequired: boolean;
  editable: boolean;
  backHref: string;
}

type Errors = Record<string, string>;

type SchemaModule = typeof import("@/lib/schemas/company-info");
let schemaModule: Promise<SchemaModule> | null = null;
/**
 * The form's schema (the route handler's own, and zod with it) loads when the
 * user first works with the form rather than with the page.
 */
function loadSchemaModule(): Promise<SchemaModule> {
  schemaModule ??= import("@/lib/schemas/company-info").catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

function errorsFrom(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}

/** Field errors of a 422 answer, keyed as the form keys them (without "companyInfo."). */
function errorsFromApi(fields: Record<string, string[]> | undefined): Errors {
  const errors: Errors = {};
  for (const [key, list] of Object.entries(fields ?? {})) errors[key.replace(/^companyInfo\./, "")] ??= list[0];
  return errors;
}

export function CompanyInfoForm({ context, initial, baseline, placesApiKey }: { context: CompanyInfoContext; initial: FormValues; baseline: FormValues; placesApiKey?: string }) {
  const router = useRouter();
  const setCompanyDraft = useAppStore((s) => s.setCompanyDraft);
  const openSubmission = useAppStore((s) => s.openSubmission);
  const [values, setValues] = useState<FormValues>(initial);
  const [saved, setSaved] = useState<FormValues>(baseline);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [places, setPlaces] = useState<PlacesApi | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateSubmission();
  const update = useUpdateSubmission(context.submissionID ?? "");
  const saving = create.isPending || update.isPending;
  const individual = context.insuredType === "individual";
  const dirty = !sameForm(values, saved);

  useEffect(() => {
    let active = true;
    void loadPlaces(placesApiKey).then((api) => {
      if (active) setPlaces(api);
    });
    return () => {
      active = false;
    };
  }, [placesApiKey]);

  const schemas = useRef<SchemaModule | null>(null);
  const rules = { feinRequired: context.feinRequired, placeSearch: Boolean(places) };
  const validateWith = (mod: SchemaModule, next: FormValues): Errors => {
    const result = mod.makeCompanyInfoSchema(rules).safeParse(companyInfoInput(next, context));
    return result.success ? {} : errorsFrom(result.error.issues);
  };
  const prepareSchema = () => {
    void loadSchemaModule().then(
      (mod) => (schemas.current = mod),
      () => undefined,
    );
  };

  const { guard, dialog } = useUnsavedChangesGuard(dirty && !saving, () => setCompanyDraft(null));

  function change(patch: Partial<FormValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    setSaveError(null);
    setCompanyDraft(sameForm(next, saved) ? null : { submissionID: context.submissionID, values: next });
    if (attempted && schemas.current) setErrors(validateWith(schemas.current, next));
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setSaveError(null);
    let mod: SchemaModule;
    try {
      mod = schemas.current = await loadSchemaModule();
    } catch {
      setSaveError(context.submissionID ? UPDATE_ERROR : CREATE_ERROR);
      return;
    }
    const found = validateWith(mod, values);
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    const body = companyInfoInput(values, context);
    const failure = context.submissionID ? UPDATE_ERROR : CREATE_ERROR;
    try {
      const submission = context.submissionID
        ? await update.mutateAsync({ companyInfo: body })
        : await create.mutateAsync({ companyInfo: body, coverages: context.coverageIDs });
      setSaved(values);
      setCompanyDraft(null);
      openSubmission(submission.submissionID);
      const directToConsumer = submission.coverages.some((c) => c.isDirectToConsumer);
      router.push(directToConsumer ? `/app-central?submissionID=${submission.submissionID}` : "/business-type");
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields) {
        setErrors(errorsFromApi(error.fields));
        focusFirstError();
      }
      setSaveError(failure);
      toast.error(failure, { groupKey: "submission-save" });
    }
  }

  const text = (
    field: keyof FormValues,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string; maxLength?: number; hint?: string; className?: string; inputMode?: "numeric" | "email" | "url" | "tel" } = {},
  ) => (
    <Field id={field} label={label} required={options.required} error={errors[field]} hint={options.hint} className={options.className}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength ?? TEXT_MAX}
          value={values[field] as string}
          onChange={(e) => change({ [field]: e.target.value } as Partial<FormValues>)}
          className={inputClass}
        />
      )}
    </Field>
  );

  const entityTypeField = (
    <Field id="entityType" label="Entity type" required error={errors.entityType}>
      {(control) => (
        <select {...control} value={values.entityType} onChange={(e) => change({ entityType: e.target.value })} className={inputClass}>
          <option value="">Select an entity type</option>
          {entityTypes.map((t) => (
            <option key={t} value={t}>
              {entityTypeLabels[t]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const phoneField = (
    <Field id="phoneNumber" label="Phone number" required={!individual} error={errors.phoneNumber} hint="10 digits">
      {(control) => (
        <input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(xxx) xxx-xxxx"
          value={formatPhone(values.phoneNumber)}
          onChange={(e) => change({ phoneNumber: digitsOnly(e.target.value).slice(0, 10) })}
          className={inputClass}
        />
      )}
    </Field>
  );

  const emailField = text("emailAddress", "Email address", { required: !individual, type: "email", inputMode: "email", autoComplete: "email", maxLength: 254, hint: `For example ${EMAIL_EXAMPLE}` });
  const soleProprietor = values.entityType === "individual-sole-proprietor";
  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} onSubmit={onSubmit} onFocus={prepareSchema} noValidate aria-describedby={errorCount ? "form-errors" : undefined} className="space-y-6">
      {dialog}
      {context.editable ? null : (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {SUBMISSION_NOT_EDITABLE}
        </p>
      )}
      {attempted && errorCount > 0 ? (
        <p id="form-errors" role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {FIX_FIELDS}
        </p>
      ) : null}
      {saveError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {saveError}
        </p>
      ) : null}

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5" disabled={!context.editable}>
        <legend className="px-1 text-base font-semibold text-slate-900">{individual ? "Insured person" : "Company"}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {individual ? (
            <>
              {text("firstName", "First name", { required: true, autoComplete: "given-name" })}
              {text("lastName", "Last name", { required: true, autoComplete: "family-name" })}
              {entityTypeField}
              {text("companyName", "Company name", {
                required: !soleProprietor,
                autoComplete: "organization",
                hint: soleProprietor ? "Leave blank to use the insured's first and last name." : undefined,
              })}
              {emailField}
              {phoneField}
            </>
          ) : (
            <>
              {text("companyName", "Company name", { required: true, autoComplete: "organization" })}
              {text("dba", "DBA (doing business as)")}
              {text("firstName", "Contact first name", { required: true, autoComplete: "given-name" })}
              {text("lastName", "Contact last name", { required: true, autoComplete: "family-name" })}
              {emailField}
              {phoneField}
              {text("websiteUrl", "Website", { type: "url", inputMode: "url", autoComplete: "url", maxLength: 2000, hint: "For example www.example.com" })}
              {entityTypeField}
              <Field
                id="feinSsnNumber"
                label="FEIN/SSN"
                required={context.feinRequired}
                error={errors.feinSsnNumber}
                hint={`9 digits, ${feinSsnPlaceholder(values.entityType)}${context.feinRequired ? "; required for workers compensation" : ""}`}
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={feinSsnPlaceholder(values.entityType)}
                    value={formatFeinSsn(values.feinSsnNumber, values.entityType)}
                    onChange={(e) => change({ feinSsnNumber: digitsOnly(e.target.value).slice(0, 9) })}
                    className={inputClass}
                  />
                )}
              </Field>
              {text("dateBusinessStarted", "Date business started", { required: true, type: "date", maxLength: 10 })}
              {text("yearsOfExp", "Years of experience", { required: true, inputMode: "numeric", maxLength: 3, hint: "At least 1" })}
              <Field id="description" label="Description of operations" required error={errors.description} className="sm:col-span-2">
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    maxLength={DESCRIPTION_MAX}
                    value={values.description}
                    onChange={(e) => change({ description: e.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
            </>
          )}
        </div>
      </fieldset>

      <AddressFields
        legend="Physical address"
        name="physicalAddress"
        value={values.physicalAddress}
        onChange={(physicalAddress: AddressForm) => change({ physicalAddress })}
        errors={errors}
        places={places}
        disabled={!context.editable}
      />

      <div className="flex items-center gap-3">
        <input
          id="isMailingSameAsPhysical"
          type="checkbox"
          checked={values.isMailingSameAsPhysical}
          disabled={!context.editable}
          onChange={(e) => change({ isMailingSameAsPhysical: e.target.checked })}
          className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor="isMailingSameAsPhysical" className="text-sm font-medium text-slate-700">
          Mailing address is the same as the physical address
        </label>
      </div>

      {values.isMailingSameAsPhysical ? null : (
        <AddressFields
          legend="Mailing address"
          name="mailingAddress"
          value={values.mailingAddress}
          onChange={(mailingAddress: AddressForm) => change({ mailingAddress })}
          errors={errors}
          places={places}
          disabled={!context.editable}
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
        <button type="button" onClick={() => guard(() => router.push(context.backHref))} className={secondaryButton}>
          Back
        </button>
        <button type="submit" disabled={saving || !context.editable} aria-busy={saving || undefined} className={primaryButton}>
          {saving ? "Saving…" : "Continue"}
        </button>
      </div>
    </form>
  );
}

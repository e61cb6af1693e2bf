"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Resolver } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { useUnsavedChangesGuard } from "@/components/forms/use-unsaved-changes-guard";
import { toast } from "@/components/ui/toast";
import { FIX_HIGHLIGHTED_FIELDS, refusalMessage } from "@/lib/api/refusal";
import { createSubmission, updateSubmission } from "@/lib/api/submission-writes";
import { useWrite } from "@/lib/api/use-write";
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
import { companyInfoInput, type CompanyInfoForm as FormValues } from "@/lib/forms/company-info";
import type { CompanyInfoRules } from "@/lib/schemas/company-info";
import { loadPlaces, type PlacesApi } from "@/lib/places";
import { useAppStore } from "@/lib/state/app-store";
import { useSaveBasis } from "@/lib/state/save-basis";
import { OwnDuplicateNotice } from "@/components/clearance/own-duplicate-notice";
import { AddressFields } from "./address-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

export const CREATE_ERROR = "An error occurred while creating the submission.";
export const UPDATE_ERROR = "An error occurred while updating the submission.";

export interface CompanyInfoContext {
  submissionID: string | null;
  /** The saved submission's updatedDate as last read, which its save is based on unless the form opens from a kept draft. */
  updatedDate: string | null;
  insuredType: InsuredType;
  selectedIndustryIDs: string[];
  coverageIDs: string[];
  coverageLabels: string[];
  feinRequired: boolean;
  editable: boolean;
  backHref: string;
}

interface ResolverContext {
  rules: CompanyInfoRules;
  flow: CompanyInfoContext;
}

/**
 * The route handler's own schema checks the body this form sends; its issues
 * are keyed as the form's fields. The schema, and zod with it, loads when the
 * user first works with the form rather than with the page.
 */
const companyInfo = lazyResolver<FormValues, ResolverContext>(() =>
  withZodResolver(import("@/lib/schemas/company-info")).then(
    ([{ zodResolver }, mod]): Resolver<FormValues, ResolverContext> =>
      async (values, context, options) => {
        const { rules, flow } = context!;
        const body = companyInfoInput(values, flow);
        const { errors } = await zodResolver(mod.makeCompanyInfoSchema(rules))(body, undefined, { ...options, fields: {}, names: [] });
        return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<FormValues> } : { values, errors: {} };
      },
  ),
);

/** What the agency's doubles are looked for by, watched here so that typing re-renders only this. */
function OwnDuplicateWatch({ control, submissionID }: { control: Control<FormValues, ResolverContext>; submissionID: string | null }) {
  const [companyName, feinSsnNumber, streetAddress, zip] = useWatch({
    control,
    name: ["companyName", "feinSsnNumber", "physicalAddress.streetAddress", "physicalAddress.zip"],
  });
  return <OwnDuplicateNotice typed={{ companyName, feinSsnNumber, streetAddress, zip }} submissionID={submissionID} />;
}

export function CompanyInfoForm({
  context,
  initial,
  draftBasis,
  baseline,
  placesApiKey,
}: {
  context: CompanyInfoContext;
  initial: FormValues;
  /** The updatedDate a kept draft the form opens from was made on; undefined when it opens from the saved values. */
  draftBasis?: string | null;
  baseline: FormValues;
  placesApiKey?: string;
}) {
  const router = useRouter();
  const setCompanyDraft = useAppStore((s) => s.setCompanyDraft);
  const openSubmission = useAppStore((s) => s.openSubmission);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [places, setPlaces] = useState<PlacesApi | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const individual = context.insuredType === "individual";
  // The saved form is the baseline of "unsaved"; a kept draft is laid over it once, on opening.
  const [draft] = useState(initial);
  const { basis, refused } = useSaveBasis(draftBasis, context.updatedDate);
  const {
    control: controlOf,
    register,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors, isDirty, isSubmitted, isSubmitting: saving },
  } = useForm<FormValues, ResolverContext>({
    defaultValues: baseline,
    values: draft,
    resetOptions: { keepDefaultValues: true },
    resolver: companyInfo.resolver,
    context: { rules: { feinRequired: context.feinRequired, placeSearch: Boolean(places) }, flow: context },
    shouldFocusError: false,
  });
  const entityType = useWatch({ control: controlOf, name: "entityType" });
  const mailingSameAsPhysical = useWatch({ control: controlOf, name: "isMailingSameAsPhysical" });

  useEffect(() => {
    let active = true;
    void loadPlaces(placesApiKey).then((api) => {
      if (active) setPlaces(api);
    });
    return () => {
      active = false;
    };
  }, [placesApiKey]);

  // What is typed is kept as a draft, with what its save is based on, so leaving for another step and coming back keeps it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ name, values, isDirty: changed }) => {
          if (name) setSaveError(null);
          setCompanyDraft(changed ? { submissionID: context.submissionID, updatedDate: basis, values: structuredClone(values) } : null);
        },
      }),
    [subscribe, setCompanyDraft, context.submissionID, basis],
  );

  const { guard, dialog } = useUnsavedChangesGuard(isDirty && !saving, () => setCompanyDraft(null));

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const createWrite = useWrite(createSubmission);
  const updateWrite = useWrite(updateSubmission);
  const onValid = async (values: FormValues) => {
    setSaveError(null);
    const body = companyInfoInput(values, context);
    const failure = context.submissionID ? UPDATE_ERROR : CREATE_ERROR;
    try {
      const submission = context.submissionID
        ? await updateWrite.mutateAsync({ submissionID: context.submissionID, companyInfo: body, updatedDate: basis! })
        : await createWrite.mutateAsync({ companyInfo: body, coverages: context.coverageIDs });
      setCompanyDraft(null);
      openSubmission(submission.submissionID);
      const directToConsumer = submission.coverages.some((c) => c.isDirectToConsumer);
      router.push(directToConsumer ? `/app-central?submissionID=${submission.submissionID}` : "/business-type");
      // The layout's navigation enables Documents with a first submission; a client navigation does not draw it again.
      // The refresh comes after the navigation, which would drop one still pending.
      if (!context.submissionID) router.refresh();
    } catch (error) {
      // Told the submission changed, the user may save again over it; a reload shows it as it now is.
      if (refused(error)) setCompanyDraft(null);
      // The 422's keys are the body's ("companyInfo.physicalAddress.zip"); the form's lack the prefix.
      const fieldsShown = setServerErrors(setError, error, (key) => key.replace(/^companyInfo\./, ""));
      if (fieldsShown) focusFirstError();
      const message = refusalMessage(error, failure, { fieldsShown });
      // Fields refused by the server are marked where they are, under the form's own summary.
      if (!fieldsShown) setSaveError(message);
      toast.error(message, { groupKey: "submission-save" });
    }
  };

  function onSubmit(event: FormEvent) {
    // Only the schema's loading can fail here: the save handles its own errors.
    handleSubmit(onValid, focusFirstError)(event).catch(() => setSaveError(context.submissionID ? UPDATE_ERROR : CREATE_ERROR));
  }

  type TextField = Exclude<keyof FormValues, "physicalAddress" | "mailingAddress" | "isMailingSameAsPhysical">;
  const text = (
    field: TextField,
    label: string,
    options: {
      required?: boolean;
      type?: string;
      autoComplete?: string;
      maxLength?: number;
      hint?: string;
      className?: string;
      inputMode?: "numeric" | "email" | "url" | "tel";
    } = {},
  ) => (
    <Field id={field} label={label} required={options.required} error={errors[field]?.message} hint={options.hint} className={options.className}>
      {(control) => (
        <Input
          {...control}
          {...register(field)}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength ?? TEXT_MAX}
        />
      )}
    </Field>
  );

  const entityTypeField = (
    <Field id="entityType" label="Entity type" required error={errors.entityType?.message}>
      {(control) => (
        <Select {...control} {...register("entityType")}>
          <option value="">Select an entity type</option>
          {entityTypes.map((t) => (
            <option key={t} value={t}>
              {entityTypeLabels[t]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  const phoneField = (
    <Field id="phoneNumber" label="Phone number" required={!individual} error={errors.phoneNumber?.message} hint="10 digits">
      {(control) => (
        <Controller
          control={controlOf}
          name="phoneNumber"
          render={({ field }) => (
            <Input
              {...control}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(xxx) xxx-xxxx"
              value={formatPhone(field.value)}
              onChange={(e) => field.onChange(digitsOnly(e.target.value).slice(0, 10))}
            />
          )}
        />
      )}
    </Field>
  );

  const emailField = text("emailAddress", "Email address", {
    required: !individual,
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    maxLength: 254,
    hint: `For example ${EMAIL_EXAMPLE}`,
  });
  const soleProprietor = entityType === "individual-sole-proprietor";
  const errorCount = Object.keys(errors).length;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={companyInfo.preload}
      noValidate
      aria-describedby={errorCount ? "form-errors" : undefined}
      className="space-y-6"
    >
      {dialog}
      {context.editable ? null : (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {SUBMISSION_NOT_EDITABLE}
        </p>
      )}
      {isSubmitted && errorCount > 0 ? (
        <p id="form-errors" role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {FIX_HIGHLIGHTED_FIELDS}
        </p>
      ) : null}
      {saveError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {saveError}
        </p>
      ) : null}

      {context.editable ? <OwnDuplicateWatch control={controlOf} submissionID={context.submissionID} /> : null}

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
                error={errors.feinSsnNumber?.message}
                hint={`9 digits, ${feinSsnPlaceholder(entityType)}${context.feinRequired ? "; required for workers compensation" : ""}`}
              >
                {(control) => (
                  <Controller
                    control={controlOf}
                    name="feinSsnNumber"
                    render={({ field }) => (
                      <Input
                        {...control}
                        ref={field.ref}
                        name={field.name}
                        onBlur={field.onBlur}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={feinSsnPlaceholder(entityType)}
                        value={formatFeinSsn(field.value, entityType)}
                        onChange={(e) => field.onChange(digitsOnly(e.target.value).slice(0, 9))}
                      />
                    )}
                  />
                )}
              </Field>
              {text("dateBusinessStarted", "Date business started", { required: true, type: "date", maxLength: 10 })}
              {text("yearsOfExp", "Years of experience", { required: true, inputMode: "numeric", maxLength: 3, hint: "At least 1" })}
              <Field id="description" label="Description of operations" required error={errors.description?.message} className="sm:col-span-2">
                {(control) => <Textarea {...control} {...register("description")} rows={3} maxLength={DESCRIPTION_MAX} />}
              </Field>
            </>
          )}
        </div>
      </fieldset>

      <Controller
        control={controlOf}
        name="physicalAddress"
        render={({ field }) => (
          <AddressFields
            legend="Physical address"
            name="physicalAddress"
            value={field.value}
            onChange={field.onChange}
            errors={errors.physicalAddress}
            places={places}
            disabled={!context.editable}
          />
        )}
      />

      <div className="flex items-center gap-3">
        <input
          id="isMailingSameAsPhysical"
          type="checkbox"
          {...register("isMailingSameAsPhysical")}
          disabled={!context.editable}
          className="h-4 w-4 rounded border-slate-400 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor="isMailingSameAsPhysical" className="text-sm font-medium text-slate-700">
          Mailing address is the same as the physical address
        </label>
      </div>

      {mailingSameAsPhysical ? null : (
        <Controller
          control={controlOf}
          name="mailingAddress"
          render={({ field }) => (
            <AddressFields
              legend="Mailing address"
              name="mailingAddress"
              value={field.value}
              onChange={field.onChange}
              errors={errors.mailingAddress}
              places={places}
              disabled={!context.editable}
            />
          )}
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
        <Button onClick={() => guard(() => router.push(context.backHref))} variant="secondary">
          Back
        </Button>
        <Button type="submit" disabled={saving || !context.editable} aria-busy={saving || undefined}>
          {saving ? "Saving…" : "Continue"}
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useId, useState, type FormEvent } from "react";
import { DocumentList } from "@/components/documents/document-list";
import { UploadSection } from "@/components/documents/upload-section";
import { Field, inputClass } from "@/components/forms/field";
import { primaryButton } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import type { ApplicationView } from "@/lib/api/applications";
import { ApiError } from "@/lib/api/client";
import { useApplicationPatch } from "@/lib/api/underwriting";
import { uploadableCategories } from "@/lib/domain/documents";
import { defaultExpirationDate } from "@/lib/domain/policy-term";
import { evaluateTransition, PRECONDITIONS_MET, UPLOAD_DOCUMENT_MESSAGE } from "@/lib/domain/transitions";
import { documentsBy, hasAgentUpload } from "@/lib/domain/underwriting";
import { bindFormSchema, type BindForm } from "@/lib/schemas/bind";

export const BIND_SUCCESS_TITLE = "Application Bound";
export const BIND_SUCCESS = "The application has been successfully bound.";
export const BIND_FAILED_TITLE = "Something went wrong";
export const BIND_FAILED = "The application could not be bound. Please refresh the page and try again.";

type Errors = Partial<Record<keyof BindForm, string>>;

/** Bind: the agent's documents, then the policy number and term; Bind sets Bound with them. */
export function BindStep({ app, proceedToBind }: { app: ApplicationView; proceedToBind: boolean }) {
  const ids = { policyNo: useId(), effective: useId(), expiration: useId(), reason: useId() };
  const patch = useApplicationPatch(app.appID);
  const [values, setValues] = useState<BindForm>({
    policyNo: app.policyNo ?? "",
    effectiveDate: app.effectiveDate ?? "",
    expirationDate: app.expirationDate ?? "",
  });
  const [expirationTouched, setExpirationTouched] = useState(Boolean(app.expirationDate));
  const [errors, setErrors] = useState<Errors>({});
  const agentDocuments = documentsBy(app.documents, "Agent");
  const bindDocuments = app.documents.filter((d) => d.category === "Bind");
  const bound = app.status === "Bound";
  const bindable = evaluateTransition({
    kind: "bind",
    role: "Underwriter",
    isWholesale: app.product.isWholesale,
    from: app.status,
    to: "Bound",
    flags: { allowEveryStatus: false, proceedToBind },
    ...PRECONDITIONS_MET,
  }).allowed;
  const missingDocument = !hasAgentUpload(app.documents) && !proceedToBind;

  function setEffective(effectiveDate: string) {
    setValues((v) => ({
      ...v,
      effectiveDate,
      // One year after the effective date until the underwriter sets another.
      expirationDate: !expirationTouched && /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate) ? defaultExpirationDate(effectiveDate) : v.expirationDate,
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = bindFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof BindForm] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    if (missingDocument) {
      toast.error(UPLOAD_DOCUMENT_MESSAGE, { groupKey: "bind" });
      return;
    }
    try {
      await patch.mutateAsync({ status: "Bound", ...parsed.data });
      toast.success(BIND_SUCCESS, { title: BIND_SUCCESS_TITLE, groupKey: "bind" });
    } catch (error) {
      // A refusal the server explains (a taken policy number, a changed application) says so; anything else asks for a refresh.
      const explained = error instanceof ApiError && (error.status === 409 || error.status === 422) && error.code !== "unknown";
      toast.error(explained ? error.message : BIND_FAILED, { title: BIND_FAILED_TITLE, groupKey: "bind" });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <DocumentList title="Agent documents" documents={agentDocuments} emptyText="The agent has not uploaded any documents yet." />
      <UploadSection
        title="Bind documents"
        appID={app.appID}
        category="Bind"
        uploaderType={uploadableCategories("Underwriter", app.status).includes("Bind") ? "Underwriter" : null}
        documents={bindDocuments}
      />

      {bound ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          Bound as policy {app.policyNo}
          {app.effectiveDate ? `, ${app.effectiveDate} to ${app.expirationDate ?? ""}` : ""}.
        </p>
      ) : bindable ? (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-base font-semibold text-slate-900">Policy</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={ids.policyNo} label="Policy number" required error={errors.policyNo}>
              {(control) => (
                <input {...control} type="text" value={values.policyNo} onChange={(e) => setValues((v) => ({ ...v, policyNo: e.target.value }))} className={inputClass} />
              )}
            </Field>
            <Field id={ids.effective} label="Effective date" required error={errors.effectiveDate}>
              {(control) => <input {...control} type="date" value={values.effectiveDate} onChange={(e) => setEffective(e.target.value)} className={inputClass} />}
            </Field>
            <Field id={ids.expiration} label="Expiration date" required error={errors.expirationDate}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={values.expirationDate}
                  onChange={(e) => {
                    setExpirationTouched(true);
                    setValues((v) => ({ ...v, expirationDate: e.target.value }));
                  }}
                  className={inputClass}
                />
              )}
            </Field>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {missingDocument ? (
              <p id={ids.reason} className="text-sm text-slate-600">
                {UPLOAD_DOCUMENT_MESSAGE}
              </p>
            ) : null}
            <button type="submit" className={primaryButton} disabled={patch.isPending || missingDocument} aria-describedby={missingDocument ? ids.reason : undefined}>
              Bind
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">This application cannot be bound in its current status.</p>
      )}
    </div>
  );
}

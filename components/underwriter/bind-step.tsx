"use client";

import { useId } from "react";
import { useForm } from "react-hook-form";
import { DocumentList } from "@/components/documents/document-list";
import { UploadSection } from "@/components/documents/upload-section";
import { Field } from "@/components/ui/field";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { setServerErrors } from "@/components/forms/server-errors";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { formatDay } from "@/lib/domain/dates";
import { uploadableCategories } from "@/lib/domain/documents";
import { missingForPolicy, policyReadiness } from "@/lib/domain/policy-readiness";
import { bindTermDefaults, defaultExpirationDate } from "@/lib/domain/policy-term";
import { evaluateTransition, PRECONDITIONS_MET, UPLOAD_DOCUMENT_MESSAGE } from "@/lib/domain/transitions";
import { localToday } from "@/lib/questionnaire/dates";
import { documentsBy, hasAgentUpload } from "@/lib/domain/underwriting";
import type { BindFormInput } from "@/lib/schemas/bind";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useStepFrame } from "./step-frame";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export const BIND_SUCCESS_TITLE = "Application Bound";
export const BIND_SUCCESS = "The application has been successfully bound.";
export const BIND_FAILED_TITLE = "Something went wrong";
export const BIND_FAILED = "The application could not be bound. Please refresh the page and try again.";

// The PATCH's own limits, and zod with them, load when the underwriter first works with the form.
const bindForm = lazyResolver<BindFormInput>(() => withZodResolver(import("@/lib/schemas/bind")).then(([{ zodResolver }, m]) => zodResolver(m.bindFormSchema)));

/** What keeps this application from becoming a policy (section groups, carrier, total cost), as the server would say it. */
function unfinishedReason(app: ApiApplication): string | null {
  return missingForPolicy(
    policyReadiness({
      sectionGroups: app.sectionGroups,
      selectedCarrierID: app.carriers.selectedCarrierID,
      totalCost: app.totalCost,
    }),
  );
}

/** Bind: the agent's documents, then the policy number and term; Bind sets Bound with them. */
export function BindStep({ app, proceedToBind }: { app: ApiApplication; proceedToBind: boolean }) {
  const ids = { policyNo: useId(), effective: useId(), expiration: useId(), reason: useId() };
  const patch = useApplicationWrite(app);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<BindFormInput>({
    resolver: bindForm.resolver,
    // A field says what is wrong once it was left or the form sent, not before anything was typed.
    mode: "onTouched",
    defaultValues: { policyNo: app.policyNo ?? "", ...bindTermDefaults(app, localToday()) },
  });
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
  const unfinished = unfinishedReason(app);
  const blocked = unfinished ?? (missingDocument ? UPLOAD_DOCUMENT_MESSAGE : null);

  const effective = register("effectiveDate", {
    onChange: (event: { target: { value: string } }) => {
      const effectiveDate = event.target.value;
      // One year after the effective date until the underwriter sets another.
      if (!app.expirationDate && !dirtyFields.expirationDate && /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate))
        setValue("expirationDate", defaultExpirationDate(effectiveDate));
    },
  });

  const onSubmit = handleSubmit(async (term) => {
    if (blocked) {
      toast.error(blocked, { groupKey: "bind" });
      return;
    }
    try {
      await patch.write({ status: "Bound", ...term });
      toast.success(BIND_SUCCESS, { title: BIND_SUCCESS_TITLE, groupKey: "bind" });
    } catch (error) {
      const fieldsShown = setServerErrors(setError, error, (key) => (key in term ? key : null));
      // A refusal the server explains (what is missing, a taken policy number, a changed application) says so; anything else asks for a refresh.
      toast.error(refusalMessage(error, BIND_FAILED, { fieldsShown }), { title: BIND_FAILED_TITLE, groupKey: "bind" });
    }
  });

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
          {app.effectiveDate ? `, ${formatDay(app.effectiveDate)} to ${formatDay(app.expirationDate)}` : ""}.
        </p>
      ) : bindable ? (
        <form
          noValidate
          // Only the form's rules can fail to load here: the bind handles its own errors.
          onSubmit={(e) => void onSubmit(e).catch(() => toast.error(BIND_FAILED, { title: BIND_FAILED_TITLE, groupKey: "bind" }))}
          onFocus={bindForm.preload}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="text-base font-semibold text-slate-900">Policy</h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id={ids.policyNo} label="Policy number" required error={errors.policyNo?.message}>
              {(control) => <Input {...control} {...register("policyNo")} type="text" />}
            </Field>
            <Field id={ids.effective} label="Effective date" required error={errors.effectiveDate?.message}>
              {(control) => <Input {...control} {...effective} type="date" />}
            </Field>
            <Field id={ids.expiration} label="Expiration date" required error={errors.expirationDate?.message}>
              {(control) => <Input {...control} {...register("expirationDate")} type="date" />}
            </Field>
          </div>
          <div className="flex flex-wrap items-center justify-end gap-3">
            {blocked ? (
              <p id={ids.reason} className="text-sm text-slate-600">
                {blocked}
              </p>
            ) : null}
            <Button type="submit" disabled={patch.isPending || blocked !== null} aria-describedby={blocked ? ids.reason : undefined}>
              Bind
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">This application cannot be bound in its current status.</p>
      )}
    </div>
  );
}

/** Bind, in the frame the step page puts it in. */
export function BindStepPart() {
  const { app, flags } = useStepFrame();
  return <BindStep app={app} proceedToBind={flags.proceedToBind} />;
}

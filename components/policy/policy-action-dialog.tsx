"use client";

import { useId, useState, type FormEvent } from "react";
import { DocumentUploader } from "@/components/documents/document-uploader";
import { Field, inputClass } from "@/components/forms/field";
import { Dialog } from "@/components/ui/dialog";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import type { SupportedRecord } from "@/lib/api/documents";
import { useCreateCancellation, useCreateReinstatement, useDecideCancellation, useDecideReinstatement } from "@/lib/api/policy-records";
import { canSeeUecDueTo } from "@/lib/domain/cancellations";
import { supportingDocumentCategory } from "@/lib/domain/documents";
import { cancellationDateError, confirmationText, dialogCopy, formatDay, type PolicyDialogAction } from "@/lib/domain/policy-servicing";
import type { Role } from "@/lib/domain/roles";
// This module loads when a dialog first opens, and the server's schemas with it.
import { cancellationCreateSchema, cancellationDecisionSchema, reinstatementCreateSchema, reinstatementDecisionSchema } from "@/lib/schemas/policy-records";

export interface PolicyTarget {
  appID: string;
  status: string;
  /** The application's updatedDate as last read: a request based on it is refused (409) once the policy changed. */
  updatedDate: string;
  productName: string;
  effectiveDate: string | null;
  expirationDate: string | null;
}

export interface PolicyRecordRef {
  id: string;
  updatedDate: string;
  status: string;
  cancellationDate?: string | null;
}

export interface PolicyActionDialogProps {
  action: PolicyDialogAction;
  target: PolicyTarget;
  role: Role;
  /** The cancellation a decision is about (the policy's latest). */
  cancellation?: PolicyRecordRef | null;
  /** The reinstatement a decision is about (the policy's latest). */
  reinstatement?: PolicyRecordRef | null;
  onClose: () => void;
}

type FieldName = "cancellationDate" | "reason" | "uecDueTo";
type Errors = Partial<Record<FieldName, string>>;

function errorsFrom(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as FieldName;
    errors[key] ??= issue.message;
  }
  return errors;
}

const MISSING_RECORD = "This request is no longer pending. Close this dialog to see the policy as it is now.";

/** One post-bind request or decision (spec 3 §2 modals): a small form, or a confirmation. */
export default function PolicyActionDialog({ action, target, role, cancellation, reinstatement, onClose }: PolicyActionDialogProps) {
  const formId = useId();
  const copy = dialogCopy(action, target.status);
  const [values, setValues] = useState<Record<FieldName, string>>({
    cancellationDate: cancellation?.cancellationDate ?? "",
    reason: "",
    uecDueTo: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // A request just made: the dialog stays open for its optional supporting documents.
  const [requested, setRequested] = useState<SupportedRecord | null>(null);
  const createCancellation = useCreateCancellation();
  const decideCancellation = useDecideCancellation();
  const createReinstatement = useCreateReinstatement();
  const decideReinstatement = useDecideReinstatement();
  const pending = createCancellation.isPending || decideCancellation.isPending || createReinstatement.isPending || decideReinstatement.isPending;
  const asks = (field: FieldName) => copy.fields.includes(field) && (field !== "uecDueTo" || canSeeUecDueTo(role));

  function change(field: FieldName, value: string) {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  }

  /** Builds and checks the call; null when the form has errors. */
  function prepare(): (() => Promise<unknown>) | null {
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const check = <T,>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }, extra: Errors = {}): T | null => {
      const found = { ...(result.success ? {} : errorsFrom(result.error.issues)), ...extra };
      const shown = Object.fromEntries(Object.entries(found).filter(([key, value]) => value && asks(key as FieldName))) as Errors;
      setErrors(shown);
      return result.success && Object.keys(shown).length === 0 ? result.data : null;
    };
    const dateError = asks("cancellationDate") ? cancellationDateError(values.cancellationDate, target) : null;
    const dateErrors: Errors = dateError ? { cancellationDate: dateError } : {};

    switch (action) {
      case "requestCancellation":
      case "cancelPolicy": {
        if (action === "cancelPolicy" && target.status === "CancellationRequested") {
          if (!cancellation) return null;
          const body = check(
            cancellationDecisionSchema.safeParse({
              status: "PolicyCancelled",
              updatedDate: cancellation.updatedDate,
              cancellationDate: values.cancellationDate,
              uecDueTo: optional(values.uecDueTo),
            }),
            dateErrors,
          );
          return body && (() => decideCancellation.mutateAsync({ id: cancellation.id, ...body }));
        }
        const body = check(
          cancellationCreateSchema.safeParse({
            appID: target.appID,
            updatedDate: target.updatedDate,
            cancellationDate: values.cancellationDate,
            reason: values.reason,
            uecDueTo: action === "cancelPolicy" ? optional(values.uecDueTo) : undefined,
          }),
          dateErrors,
        );
        return body && (() => createCancellation.mutateAsync(body));
      }
      case "denyCancellation":
      case "cancelCancellation": {
        if (!cancellation) return null;
        const status = action === "denyCancellation" ? "CancellationDenied" : "CancellationCancelled";
        const body = check(cancellationDecisionSchema.safeParse({ status, updatedDate: cancellation.updatedDate }));
        return body && (() => decideCancellation.mutateAsync({ id: cancellation.id, ...body }));
      }
      case "requestReinstatement": {
        const body = check(reinstatementCreateSchema.safeParse({ appID: target.appID, updatedDate: target.updatedDate, reason: values.reason }));
        return body && (() => createReinstatement.mutateAsync(body));
      }
      case "reinstate":
      case "denyReinstatement": {
        if (!reinstatement) return null;
        const status = action === "reinstate" ? "PolicyReinstated" : "ReinstatementDenied";
        const body = check(reinstatementDecisionSchema.safeParse({ status, updatedDate: reinstatement.updatedDate }));
        return body && (() => decideReinstatement.mutateAsync({ id: reinstatement.id, ...body }));
      }
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setServerError(null);
    const needsCancellation = action === "denyCancellation" || action === "cancelCancellation" || (action === "cancelPolicy" && target.status === "CancellationRequested");
    const needsReinstatement = action === "reinstate" || action === "denyReinstatement";
    if ((needsCancellation && !cancellation) || (needsReinstatement && !reinstatement)) {
      setServerError(MISSING_RECORD);
      return;
    }
    const send = prepare();
    if (!send) return;
    let answer: unknown;
    try {
      answer = await send();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The lists and the policy are read again (the mutation refreshes them); the server says what changed.
        setServerError(error.message);
        return;
      }
      if (error instanceof ApiError && error.status === 422 && error.fields) {
        const fieldErrors: Errors = {};
        for (const [key, list] of Object.entries(error.fields)) if (asks(key as FieldName)) fieldErrors[key as FieldName] = list[0];
        if (Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          return;
        }
      }
      toast.error(copy.failure, { groupKey: `policy-${action}` });
      if (error instanceof ApiError) setServerError(error.message);
      return;
    }
    toast.success(copy.success, { groupKey: `policy-${action}` });
    const record = answer as { id: string; status: string };
    if (record.status === "CancellationRequested") setRequested({ cancellationID: record.id });
    else if (record.status === "ReinstatementRequested") setRequested({ reinstatementID: record.id });
    else onClose();
  }

  const confirmOnly = copy.fields.length === 0;
  const fieldId = (name: FieldName) => `${formId}-${name}`;

  if (requested) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={copy.title}
        description={`${copy.success} You may add supporting documents.`}
        size={660}
        footer={
          <button type="button" onClick={onClose} className={primaryButton}>
            Done
          </button>
        }
      >
        <DocumentUploader appID={target.appID} category={supportingDocumentCategory(role)} uploaderType={role} record={requested} documents={[]} heading="Supporting documents" />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={copy.title}
      description={confirmOnly ? confirmationText(action, target.productName) : `${target.productName}`}
      preventClose={pending}
      size={confirmOnly ? 491 : 660}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={pending} className={secondaryButton}>
            Close
          </button>
          <button
            type={confirmOnly ? "button" : "submit"}
            form={confirmOnly ? undefined : formId}
            onClick={confirmOnly ? () => void submit() : undefined}
            disabled={pending}
            aria-busy={pending || undefined}
            className={primaryButton}
          >
            {copy.submitLabel}
          </button>
        </>
      }
    >
      {serverError ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      {confirmOnly ? null : (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {asks("cancellationDate") ? (
            <Field id={fieldId("cancellationDate")} label="Cancellation date" required error={errors.cancellationDate} hint={target.effectiveDate && target.expirationDate ? `Within the policy term, ${formatDay(target.effectiveDate)} to ${formatDay(target.expirationDate)}.` : undefined}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={values.cancellationDate}
                  min={target.effectiveDate ?? undefined}
                  max={target.expirationDate ?? undefined}
                  onChange={(event) => change("cancellationDate", event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          ) : null}
          {asks("reason") ? (
            <Field id={fieldId("reason")} label="Reason" required error={errors.reason}>
              {(control) => (
                <textarea {...control} rows={3} maxLength={1000} value={values.reason} onChange={(event) => change("reason", event.target.value)} className={inputClass} />
              )}
            </Field>
          ) : null}
          {asks("uecDueTo") ? (
            <Field id={fieldId("uecDueTo")} label="Due to" error={errors.uecDueTo} hint="Seen by underwriters only.">
              {(control) => <input {...control} type="text" maxLength={200} value={values.uecDueTo} onChange={(event) => change("uecDueTo", event.target.value)} className={inputClass} />}
            </Field>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

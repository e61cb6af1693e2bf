"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { DocumentUploader } from "@/components/documents/document-uploader";
import { Field } from "@/components/ui/field";
import { setServerErrors } from "@/components/forms/server-errors";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { refusalMessage } from "@/lib/api/refusal";
import type { SupportedRecord } from "@/lib/api/documents";
import { createCancellation, createReinstatement, decideCancellation, decideReinstatement } from "@/lib/api/policy-records";
import { useWrite } from "@/lib/api/use-write";
import { canSeeUecDueTo } from "@/lib/domain/cancellations";
import { supportingDocumentCategory } from "@/lib/domain/documents";
import {
  CANCELLATION_SCHEDULED,
  cancellationDateError,
  confirmationText,
  decidesRequest,
  dialogCopy,
  type PolicyDialogAction,
} from "@/lib/domain/policy-servicing";
import { formatDay } from "@/lib/domain/dates";
import type { Role } from "@/lib/domain/roles";
// This module loads when a dialog first opens, and the server's schemas with it.
import { cancellationCreateSchema, cancellationDecisionSchema, reinstatementCreateSchema, reinstatementDecisionSchema } from "@/lib/schemas/policy-records";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

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
  /** Whether a write reached the server, so what shows the policy is read again. */
  onClose: (wrote: boolean) => void;
}

type FieldName = "cancellationDate" | "reason" | "uecDueTo";
type Fields = Record<FieldName, string>;

/** One call of the dialog: the body to check with its route handler's schema, and how to send it once checked. */
interface Plan {
  check: Resolver<FieldValues, unknown, FieldValues>;
  body: FieldValues;
  send: (body: FieldValues) => Promise<unknown>;
  /** A new cancellation or reinstatement rather than a decision on one. */
  starts?: boolean;
}

function planOf<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  body: z.input<S>,
  send: (body: z.output<S>) => Promise<unknown>,
  starts?: boolean,
): Plan {
  return { check: zodResolver(schema) as unknown as Plan["check"], body, send: send as Plan["send"], starts };
}

const MISSING_RECORD = "This request is no longer pending. Close this dialog to see the policy as it is now.";

/** One post-bind request or decision (spec 3 §2 modals): a small form, or a confirmation. */
export default function PolicyActionDialog({ action, target, role, cancellation, reinstatement, onClose }: PolicyActionDialogProps) {
  const formId = useId();
  const copy = dialogCopy(action, target.status);
  const [serverError, setServerError] = useState<string | null>(null);
  // A request just made: the dialog stays open for its optional supporting documents.
  const [requested, setRequested] = useState<SupportedRecord | null>(null);
  const asks = (field: string) => copy.fields.includes(field as FieldName) && (field !== "uecDueTo" || canSeeUecDueTo(role));

  /** The call the dialog makes with these values; null when the record it decides has not loaded. */
  function plan(values: Fields): Plan | null {
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    switch (action) {
      case "requestCancellation":
      case "cancelPolicy": {
        if (action === "cancelPolicy" && target.status === "CancellationRequested") {
          if (!cancellation) return null;
          return planOf(
            cancellationDecisionSchema,
            {
              status: "PolicyCancelled",
              updatedDate: cancellation.updatedDate,
              cancellationDate: values.cancellationDate,
              uecDueTo: optional(values.uecDueTo),
            },
            (body) => decideCancellation({ id: cancellation.id, ...body }),
          );
        }
        return planOf(
          cancellationCreateSchema,
          {
            appID: target.appID,
            updatedDate: target.updatedDate,
            cancellationDate: values.cancellationDate,
            reason: values.reason,
            uecDueTo: action === "cancelPolicy" ? optional(values.uecDueTo) : undefined,
          },
          createCancellation,
          true,
        );
      }
      case "denyCancellation":
      case "cancelCancellation": {
        if (!cancellation) return null;
        const status = action === "denyCancellation" ? "CancellationDenied" : "CancellationCancelled";
        return planOf(cancellationDecisionSchema, { status, updatedDate: cancellation.updatedDate }, (body) =>
          decideCancellation({ id: cancellation.id, ...body }),
        );
      }
      case "requestReinstatement":
        return planOf(reinstatementCreateSchema, { appID: target.appID, updatedDate: target.updatedDate, reason: values.reason }, createReinstatement, true);
      case "reinstate":
      case "denyReinstatement": {
        if (action === "reinstate" && target.status === "PolicyCancelled") {
          return planOf(reinstatementCreateSchema, { appID: target.appID, updatedDate: target.updatedDate, reason: values.reason }, createReinstatement, true);
        }
        if (!reinstatement) return null;
        const status = action === "reinstate" ? "PolicyReinstated" : "ReinstatementDenied";
        return planOf(reinstatementDecisionSchema, { status, updatedDate: reinstatement.updatedDate }, (body) =>
          decideReinstatement({ id: reinstatement.id, ...body }),
        );
      }
    }
  }

  /**
   * The route handler's schema over the body the values make, with the term
   * check on screen; only the fields the dialog asks for show errors (the
   * server answers for the rest).
   */
  const resolver: Resolver<Fields, unknown, FieldValues> = async (values, context, options) => {
    const call = plan(values);
    if (!call) return { values: {}, errors: {} };
    const { values: body, errors } = await call.check(call.body, context, { ...options, fields: {}, names: [] });
    const dateError = asks("cancellationDate") ? cancellationDateError(values.cancellationDate, target) : null;
    const found: Record<string, unknown> = { ...errors, ...(dateError ? { cancellationDate: { type: "term", message: dateError } } : {}) };
    const shown = Object.fromEntries(Object.entries(found).filter(([key]) => asks(key))) as FieldErrors<Fields>;
    return Object.keys(shown).length ? { values: {}, errors: shown } : { values: Object.keys(errors).length ? call.body : body, errors: {} };
  };

  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields, unknown, FieldValues>({
    defaultValues: { cancellationDate: cancellation?.cancellationDate ?? "", reason: "", uecDueTo: "" },
    resolver,
  });

  // One mutation for whichever request or decision the action makes.
  const write = useWrite(({ send, body }: { send: Plan["send"]; body: FieldValues }) => send(body));
  const router = useRouter();
  const close = () => onClose(write.isSuccess || write.isError);

  const onValid = async (body: FieldValues) => {
    const call = plan(getValues());
    if (!call) return;
    let answer: unknown;
    try {
      answer = await write.mutateAsync({ send: call.send, body });
    } catch (error) {
      if (setServerErrors(setError, error, (key) => (asks(key) ? key : null))) return;
      // The server's own explanation, in the dialog; the spec's text only for a failure it did not explain.
      const message = refusalMessage(error, copy.failure);
      setServerError(message);
      // A 409 needs no toast: the lists and the policy are read again (the write invalidates them) and the dialog says what changed.
      if (!(error instanceof ApiError && error.status === 409)) toast.error(message, { groupKey: `policy-${action}` });
      return;
    }
    // The layout's navigation shows a Policy History link once there is such a record; a client navigation does not draw it again.
    if (call.starts) router.refresh();
    const record = answer as { id: string; status: string };
    toast.success(record.status === "CancellationScheduled" ? CANCELLATION_SCHEDULED : copy.success, { groupKey: `policy-${action}` });
    if (record.status === "CancellationRequested") setRequested({ cancellationID: record.id });
    else if (record.status === "ReinstatementRequested") setRequested({ reinstatementID: record.id });
    else onClose(true);
  };

  function submit(event?: FormEvent) {
    setServerError(null);
    const decided = decidesRequest(action, target.status);
    if ((decided === "cancellation" && !cancellation) || (decided === "reinstatement" && !reinstatement)) {
      event?.preventDefault();
      setServerError(MISSING_RECORD);
      return;
    }
    // Only the dialog's rules can fail to load here: the call handles its own errors.
    handleSubmit(onValid)(event).catch(() => toast.error(copy.failure, { groupKey: `policy-${action}` }));
  }

  const confirmOnly = copy.fields.length === 0;
  const fieldId = (name: FieldName) => `${formId}-${name}`;

  if (requested) {
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : close())}
        title={copy.title}
        description={`${copy.success} You may add supporting documents.`}
        size={660}
        footer={<Button onClick={close}>Done</Button>}
      >
        <DocumentUploader
          appID={target.appID}
          category={supportingDocumentCategory(role)}
          uploaderType={role}
          record={requested}
          documents={[]}
          heading="Supporting documents"
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={copy.title}
      description={confirmOnly ? confirmationText(action, target.productName) : `${target.productName}`}
      preventClose={isSubmitting}
      size={confirmOnly ? 491 : 660}
      footer={
        <>
          <Button onClick={close} disabled={isSubmitting} variant="secondary">
            Close
          </Button>
          <Button
            type={confirmOnly ? "button" : "submit"}
            form={confirmOnly ? undefined : formId}
            onClick={confirmOnly ? () => void submit() : undefined}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
            variant={copy.destructive ? "danger" : "primary"}
          >
            {copy.submitLabel}
          </Button>
        </>
      }
    >
      {serverError ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      {confirmOnly ? null : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {asks("cancellationDate") ? (
            <Field
              id={fieldId("cancellationDate")}
              label="Cancellation date"
              required
              error={errors.cancellationDate?.message}
              hint={[
                target.effectiveDate && target.expirationDate
                  ? `Within the policy term, ${formatDay(target.effectiveDate)} to ${formatDay(target.expirationDate)}.`
                  : "",
                action === "cancelPolicy" ? "A day after today schedules the cancellation: the policy stays in force until then." : "",
              ]
                .filter(Boolean)
                .join(" ")}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register("cancellationDate")}
                  type="date"
                  min={target.effectiveDate ?? undefined}
                  max={target.expirationDate ?? undefined}
                />
              )}
            </Field>
          ) : null}
          {asks("reason") ? (
            <Field id={fieldId("reason")} label="Reason" required error={errors.reason?.message}>
              {(control) => <Textarea {...control} {...register("reason")} rows={3} maxLength={1000} />}
            </Field>
          ) : null}
          {asks("uecDueTo") ? (
            <Field id={fieldId("uecDueTo")} label="Due to" error={errors.uecDueTo?.message} hint="Seen by underwriters only.">
              {(control) => <Input {...control} {...register("uecDueTo")} type="text" maxLength={200} />}
            </Field>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

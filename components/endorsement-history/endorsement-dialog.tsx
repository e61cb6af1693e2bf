"use client";

import { useState } from "react";
import { Timestamp } from "@/components/ui/timestamp";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { setEndorsementStatus, useEndorsementStatusHistory, type ApiEndorsement } from "@/lib/api/endorsements";
import { useWrite } from "@/lib/api/use-write";
import {
  canEditEndorsementCost,
  endorsementActions,
  endorsementCostDisplay,
  endorsementStatusLabel,
  type EndorsementAction,
  type EndorsementActionOption,
} from "@/lib/domain/endorsements";
import { formatDay } from "@/lib/domain/dates";
import type { Role } from "@/lib/domain/roles";
import type { EndorsementStatusPatch } from "@/lib/schemas/endorsements";
import { loadEndorsementIntoDraft } from "@/components/endorsements/draft";
import { EndorsementChanges } from "./endorsement-changes";
import { EndorsementPricingForm } from "./endorsement-pricing-form";
import { endorsementCostCents, STATUS_ERROR, statusMovedMessage } from "./format";
import { Button } from "@/components/ui/button";
import { LabelledTerm } from "@/components/ui/labelled-term";

const actionLabels: Record<EndorsementAction, string> = {
  decline: "Decline",
  approve: "Approve",
  bind: "Bind",
  archive: "Archive",
  requestBind: "Request Bind",
  modify: "Modify",
};

/** The action that moves the endorsement forward is the prominent one. */
const primaryActions: readonly EndorsementAction[] = ["approve", "bind", "requestBind"];

export interface EndorsementDialogProps {
  endorsement: ApiEndorsement;
  role: Role;
  onClose: () => void;
}

/** One endorsement: its changes, price, status history and the actions the table allows the viewer (spec 3 §3, §4, §6). */
export default function EndorsementDialog({ endorsement: initial, role, onClose }: EndorsementDialogProps) {
  // Pricing and refusals answer the endorsement as it now is: later actions are based on that.
  const [endorsement, setEndorsement] = useState(initial);
  const history = useEndorsementStatusHistory(endorsement.id);
  // A write settled, or refused as stale: the history is read again.
  const [pending, setPending] = useState<EndorsementAction | null>(null);
  const statusWrite = useWrite(setEndorsementStatus);
  const actions = endorsementActions(role, endorsement.status);
  const pricingEditable = canEditEndorsementCost(role, endorsement.status);

  async function take(option: EndorsementActionOption) {
    if (option.to === null) {
      loadEndorsementIntoDraft(endorsement.appID, endorsement);
      return;
    }
    setPending(option.action);
    try {
      await statusWrite.mutateAsync({ id: endorsement.id, status: option.to as EndorsementStatusPatch["status"], updatedDate: endorsement.updatedDate });
      void toast.success(statusMovedMessage(option.to));
      onClose();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      const current = conflict ? (error.details?.current as ApiEndorsement | undefined) : undefined;
      if (current) setEndorsement(current);
      void toast.error(conflict ? error.message : STATUS_ERROR);
    } finally {
      setPending(null);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      preventClose={pending !== null}
      title={`Endorsement of ${endorsement.productLabel}`}
      description={`${endorsement.insuredName}${endorsement.policyNo ? ` · ${endorsement.policyNo}` : ""} · effective ${formatDay(endorsement.effectiveDate)}`}
      size={pricingEditable ? 710 : 660}
      footer={
        <>
          {actions.map((option) => (
            <Button
              key={option.action}
              variant={primaryActions.includes(option.action) ? "primary" : "secondary"}
              disabled={pending !== null}
              aria-busy={pending === option.action || undefined}
              onClick={() => void take(option)}
            >
              {actionLabels[option.action]}
            </Button>
          ))}
          <Button onClick={onClose} variant="secondary" disabled={pending !== null}>
            Close
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <LabelledTerm label="Status">{endorsementStatusLabel(endorsement.status)}</LabelledTerm>
        <LabelledTerm label="Effective date">{formatDay(endorsement.effectiveDate)}</LabelledTerm>
        <LabelledTerm label="Policy term">
          {endorsement.policyEffectiveDate ? `${formatDay(endorsement.policyEffectiveDate)} – ${formatDay(endorsement.policyExpirationDate)}` : "—"}
        </LabelledTerm>
        <LabelledTerm label="Created">
          <Timestamp iso={endorsement.createdDate} />
        </LabelledTerm>
        <LabelledTerm label="Bound">{endorsement.boundDate ? <Timestamp iso={endorsement.boundDate} /> : "—"}</LabelledTerm>
        <LabelledTerm label="Cost">{endorsementCostDisplay(role, endorsementCostCents(endorsement))}</LabelledTerm>
      </dl>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Changes</h3>
      <EndorsementChanges endorsement={endorsement} />

      {pricingEditable ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Price</h3>
          <EndorsementPricingForm key={endorsement.updatedDate} endorsement={endorsement} onUpdated={setEndorsement} />
        </>
      ) : null}

      <h3 className="mt-5 text-sm font-semibold text-slate-900">Status history</h3>
      {history.isPending ? (
        <LoadingState label="Loading the status history…" />
      ) : !history.data ? (
        <ErrorState message="The status history could not be loaded." onRetry={() => void history.refetch()} />
      ) : (
        <ol aria-label="Status history of the endorsement" className="mt-2 flex flex-col gap-2 border-l-2 border-slate-200 pl-4">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center gap-3">
              <span className="font-medium text-slate-900">{endorsementStatusLabel(entry.status)}</span>
              <span className="text-xs text-slate-600">{entry.updatedByUsername}</span>
              <Timestamp iso={entry.createdDate} className="text-xs text-slate-500" />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}

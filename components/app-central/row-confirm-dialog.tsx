"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useStartRenewal } from "@/components/policy/use-start-renewal";
import { changeApplicationStatus } from "@/lib/api/application-writes";
import { ApiError } from "@/lib/api/client";
import { refusalMessage } from "@/lib/api/refusal";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { useWrite } from "@/lib/api/use-write";
import { opensNoMarketModal } from "@/lib/domain/agent-flow";
import { rowActionTarget, type ConfirmableAction } from "@/lib/domain/app-central";
import { noMarketNotice, type NoMarketNotice } from "@/lib/domain/no-market";
import { statusLabel } from "@/lib/domain/statuses";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";

export interface RowConfirmDialogProps {
  action: ConfirmableAction;
  /** The row's coverage as the server answered last, so a retry is based on it. */
  app: SubmissionCoverage;
  onClose: () => void;
  /** A decline or NTU was recorded: the table tells the agent there is no market. */
  onNoMarket: (notice: NoMarketNotice) => void;
}

const confirmations: Record<ConfirmableAction, { title: string; confirmLabel: string; message: (product: string) => string; tone: "danger" | "default" }> = {
  decline: {
    title: "Decline this application?",
    confirmLabel: "Decline",
    message: (product) => `${product} will be marked Declined. It cannot be quoted or bound afterwards.`,
    tone: "danger",
  },
  notTakenUp: {
    title: "Mark this application Not Taken Up?",
    confirmLabel: "Mark NTU",
    message: (product) => `${product} will be marked Not Taken Up: the insured does not go ahead with it.`,
    tone: "danger",
  },
  renew: {
    title: "Renew this policy?",
    confirmLabel: "Renew",
    message: (product) => `A renewal of ${product} for the next term will be started from this policy, which stays in force.`,
    tone: "default",
  },
  requestRenewal: {
    title: "Request a renewal?",
    confirmLabel: "Request Renewal",
    message: (product) => `A renewal application of ${product} will be created in this submission, and this policy marked Renewal Requested.`,
    tone: "default",
  },
};

const STATUS_UPDATE_FAILED = "Error occurred during status update, please try again later.";

/** A coverage row's action that asks first (decline, NTU, renew, request a renewal), loaded when one is chosen. */
export default function RowConfirmDialog({ action, app, onClose, onNoMarket }: RowConfirmDialogProps) {
  const renewal = useStartRenewal();
  const statusWrite = useWrite(changeApplicationStatus);
  const confirmation = confirmations[action];

  async function confirm() {
    if (action === "requestRenewal" || action === "renew") {
      try {
        await renewal.start(app, { opensQuestionnaire: action === "renew" });
      } catch (error) {
        // Refused as out of date: the row has been read again, so the dialog closes on it.
        if (error instanceof ApiError && error.status === 409) return;
        throw error;
      }
      return;
    }
    let status;
    try {
      const target = rowActionTarget(action);
      ({ status } = await statusWrite.mutateAsync({
        appID: app.appID,
        status: target,
        updatedDate: app.updatedDate,
        isDeclineAcknowledged: opensNoMarketModal(target) || undefined,
      }));
    } catch (error) {
      // A refused change means the row was out of date; it has been reloaded, so the dialog closes on it.
      const stale = error instanceof ApiError && error.status === 409;
      toast.error(refusalMessage(error, STATUS_UPDATE_FAILED), { groupKey: "status-update" });
      if (stale) return;
      throw error;
    }
    toast.success(`Status changed to ${statusLabel(status)}`, { groupKey: "status-update" });
    if (opensNoMarketModal(status)) {
      onNoMarket(
        noMarketNotice({ productIdentifier: app.productIdentifier, productName: app.productName, homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL }),
      );
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={confirmation.title}
      message={confirmation.message(app.productName)}
      confirmLabel={confirmation.confirmLabel}
      tone={confirmation.tone}
      onConfirm={confirm}
    />
  );
}

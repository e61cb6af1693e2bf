"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { useApplicationView } from "@/lib/api/application-view";
import { usePolicyRecord } from "@/lib/api/policy-record-list";
import type { DecisionAction } from "@/lib/domain/app-central";
import { decidesRequest, dialogCopy } from "@/lib/domain/policy-servicing";
import type { Role } from "@/lib/domain/roles";
import PolicyActionDialog from "./policy-action-dialog";

const NOT_LOADED = "The policy could not be loaded. Check your connection and try again.";

export interface RowDecisionDialogProps {
  appID: string;
  action: DecisionAction;
  role: Role;
  onClose: () => void;
}

/**
 * A coverage row's request or decision: reads the policy and the request it
 * decides (if any), then asks as the Policy Summary does. The dialog opens at
 * once, saying it is loading, and says so with a retry when a read fails.
 */
export default function RowDecisionDialog({ appID, action, role, onClose }: RowDecisionDialogProps) {
  const application = useApplicationView(appID);
  const app = application.data;
  const decided = app ? decidesRequest(action, app.status) : null;
  const cancellation = usePolicyRecord("cancellation", decided === "cancellation" ? app?.cancellationID : null);
  const reinstatement = usePolicyRecord("reinstatement", decided === "reinstatement" ? app?.reinstatementID : null);
  const request = decided === "cancellation" ? cancellation : decided === "reinstatement" ? reinstatement : null;
  const requestID = decided === "cancellation" ? app?.cancellationID : decided === "reinstatement" ? app?.reinstatementID : null;

  // A policy without the request it should decide still opens the form, which says the request is gone when sent.
  if (app && (!request || request.data || !requestID)) {
    return (
      <PolicyActionDialog
        action={action}
        role={role}
        target={{
          appID,
          status: app.status,
          updatedDate: app.updatedDate,
          productName: app.productName,
          effectiveDate: app.effectiveDate,
          expirationDate: app.expirationDate,
        }}
        cancellation={decided === "cancellation" ? (cancellation.data ?? null) : null}
        reinstatement={decided === "reinstatement" ? (reinstatement.data ?? null) : null}
        onClose={onClose}
      />
    );
  }

  // A failed read being tried again (chosen again, or Try again) shows as loading.
  const failed = application.isError && !application.isFetching ? application : request?.isError && !request.isFetching ? request : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={dialogCopy(action).title}
      footer={
        <Button onClick={onClose} variant="secondary">
          Close
        </Button>
      }
    >
      {failed ? <ErrorState message={NOT_LOADED} onRetry={() => void failed.refetch()} /> : <LoadingState label="Loading the policy…" />}
    </Dialog>
  );
}

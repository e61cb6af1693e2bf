"use client";

import { useApplicationView } from "@/lib/api/application-view";
import { usePolicyRecord } from "@/lib/api/policy-record-list";
import type { DecisionAction } from "@/lib/domain/app-central";
import { decidesRequest } from "@/lib/domain/policy-servicing";
import type { Role } from "@/lib/domain/roles";
import PolicyActionDialog from "./policy-action-dialog";

export interface RowDecisionDialogProps {
  appID: string;
  action: DecisionAction;
  role: Role;
  onClose: () => void;
}

/** A coverage row's request or decision: reads the policy and the request it decides (if any), then asks as the Policy Summary does. */
export default function RowDecisionDialog({ appID, action, role, onClose }: RowDecisionDialogProps) {
  const application = useApplicationView(appID);
  const app = application.data;
  const decided = app ? decidesRequest(action, app.status) : null;
  const cancellation = usePolicyRecord("cancellation", decided === "cancellation" ? app?.cancellationID : null);
  const reinstatement = usePolicyRecord("reinstatement", decided === "reinstatement" ? app?.reinstatementID : null);
  const record = decided === "cancellation" ? cancellation.data : decided === "reinstatement" ? reinstatement.data : null;
  if (!app || (decided && !record)) return null;
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

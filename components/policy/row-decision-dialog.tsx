"use client";

import { useApplicationView } from "@/lib/api/application-view";
import { usePolicyRecord } from "@/lib/api/policy-record-list";
import type { Role } from "@/lib/domain/roles";
import PolicyActionDialog from "./policy-action-dialog";

export interface RowDecisionDialogProps {
  appID: string;
  action: "denyCancellation" | "reinstate";
  role: Role;
  onClose: () => void;
}

/** A coverage row's decision: reads the policy and the request it decides, then asks as the Policy Summary does. */
export default function RowDecisionDialog({ appID, action, role, onClose }: RowDecisionDialogProps) {
  const application = useApplicationView(appID);
  const app = application.data;
  const cancellation = usePolicyRecord("cancellation", action === "denyCancellation" ? app?.cancellationID : null);
  const reinstatement = usePolicyRecord("reinstatement", action === "reinstate" ? app?.reinstatementID : null);
  const record = action === "denyCancellation" ? cancellation.data : reinstatement.data;
  if (!app || !record) return null;
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
      cancellation={action === "denyCancellation" ? (cancellation.data ?? null) : null}
      reinstatement={action === "reinstate" ? (reinstatement.data ?? null) : null}
      onClose={onClose}
    />
  );
}

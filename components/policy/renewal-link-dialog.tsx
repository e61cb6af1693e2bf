"use client";

import { useId, useState } from "react";
import { formatDate } from "@/components/app-central/format-date";
import { Field, inputClass } from "@/components/forms/field";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api/client";
import { useLinkRenewal, useUnlinkRenewal } from "@/lib/api/policy-records";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { REQUEST_FAILED } from "@/lib/domain/policy-servicing";
import { statusLabel } from "@/lib/domain/statuses";

export type RenewalLinkDialogProps =
  | { mode: "link"; policy: SubmissionCoverage; candidates: SubmissionCoverage[]; onClose: () => void }
  | { mode: "unlink"; policy: SubmissionCoverage; renewal: SubmissionCoverage; onClose: () => void };

/** The renewal link and cancel renewal link modals (spec 3 §2): an underwriter links an application as a policy's renewal, or removes the link. */
export default function RenewalLinkDialog(props: RenewalLinkDialogProps) {
  const { policy, onClose } = props;
  const selectId = useId();
  const [chosen, setChosen] = useState(props.mode === "link" ? (props.candidates[0]?.appID ?? "") : "");
  const [serverError, setServerError] = useState<string | null>(null);
  const link = useLinkRenewal();
  const unlink = useUnlinkRenewal();
  const pending = link.isPending || unlink.isPending;

  async function submit() {
    setServerError(null);
    try {
      if (props.mode === "link") {
        const renewal = props.candidates.find((c) => c.appID === chosen);
        if (!renewal) return;
        await link.mutateAsync({ appID: renewal.appID, renewedFromAppID: policy.appID, updatedDate: renewal.updatedDate });
        toast.success("Renewal linked.", { groupKey: "renewal-link" });
      } else {
        await unlink.mutateAsync({ appID: props.renewal.appID, updatedDate: props.renewal.updatedDate });
        toast.success("Renewal link removed.", { groupKey: "renewal-link" });
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) setServerError(error.message);
      else toast.error(REQUEST_FAILED, { groupKey: "renewal-link" });
    }
  }

  const linking = props.mode === "link";
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={linking ? "Link Renewal" : "Cancel Renewal Link"}
      description={
        linking
          ? `Choose the application that renews ${policy.productName}.`
          : `${props.renewal.productName} will no longer be listed as the renewal of this policy. Both applications keep their statuses, answers and documents.`
      }
      preventClose={pending}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={pending} className={secondaryButton}>
            Close
          </button>
          <button type="button" onClick={() => void submit()} disabled={pending || (linking && !chosen)} aria-busy={pending || undefined} className={primaryButton}>
            {linking ? "Link Renewal" : "Remove Link"}
          </button>
        </>
      }
    >
      {serverError ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      {props.mode === "link" ? (
        <Field id={selectId} label="Renewal application" required>
          {(control) => (
            <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)} className={inputClass}>
              {props.candidates.map((c) => (
                <option key={c.appID} value={c.appID}>
                  {`${c.productName} (${statusLabel(c.status)}), updated ${formatDate(c.updatedDate)}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </Dialog>
  );
}

"use client";

import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lazyResolver, withZodResolver } from "@/components/forms/lazy-resolver";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { availableStatusActions } from "@/lib/domain/status-actions";
import { declineTargets } from "@/lib/domain/transitions";
import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import { hasAgentUpload } from "@/lib/domain/underwriting";
import type { StatusChange } from "@/lib/schemas/application";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export const STATUS_CHANGED = (label: string) => `Status changed to ${label}`;
export const STATUS_UPDATE_FAILED = "Error occurred during status update, please try again later.";
export const FLAGGED = "Policy flagged for manual review";
export const UNFLAGGED = "Policy unflagged for manual review";
export const FLAG_FAILED = "Error flagging/unflagging policy for manual review";

const statusChange = lazyResolver<StatusChange>(() =>
  withZodResolver(import("@/lib/schemas/application")).then(([{ zodResolver }, m]) => zodResolver(m.statusChangeSchema)),
);

export interface StatusPanelProps {
  app: ApiApplication;
  flags: { allowEveryStatus: boolean; proceedToBind: boolean; renewalAction: boolean };
}

/** The underwriter's side panel on every step: status selector, decline, proceed to bind and the manual-review flag. */
export function StatusPanel({ app, flags }: StatusPanelProps) {
  const selectId = useId();
  const flagId = useId();
  const patch = useApplicationWrite(app);
  // No status is chosen until the underwriter picks one; the empty option stands for it.
  const form = useForm<StatusChange>({ resolver: statusChange.resolver, defaultValues: { status: "" as ApplicationStatus } });
  const target = useWatch({ control: form.control, name: "status" });
  const [declining, setDeclining] = useState<ApplicationStatus | null>(null);
  const [proceeding, setProceeding] = useState(false);
  // The box shows the value asked for until the server's answer is read back.
  const [flagAsked, setFlagAsked] = useState<boolean | null>(null);
  const actions = availableStatusActions({
    role: "Underwriter",
    status: app.status,
    isWholesale: app.product.isWholesale,
    flags,
    hasPersistedDocument: hasAgentUpload(app.documents),
  });
  const manual = actions.filter((a) => a.kind === "manualStatus");
  // The spec's decline targets: UnderwritingDeclined on marketplace, Declined or NTU on wholesale.
  const declines = declineTargets({ from: app.status, isWholesale: app.product.isWholesale }).filter((to) =>
    actions.some((a) => (a.kind === "decline" || a.kind === "notTakenUp") && a.to === to),
  );
  // Offered only where the rules allow it: from Quote Approved or Quoted (spec 2 §4's bind request), never from a policy.
  const proceed = flags.proceedToBind ? actions.find((a) => a.kind === "proceedToBind") : undefined;

  async function changeStatus(status: ApplicationStatus) {
    try {
      await patch.write({ status });
      toast.success(STATUS_CHANGED(statusLabel(status)), { groupKey: "status" });
      form.reset();
    } catch (error) {
      // The server says why it refused (what is missing, the status it is in); the spec's text only when it did not.
      toast.error(refusalMessage(error, STATUS_UPDATE_FAILED), { groupKey: "status" });
      throw error;
    }
  }

  async function toggleFlag(next: boolean) {
    setFlagAsked(next);
    try {
      await patch.write({ isFlaggedForManualReview: next });
      toast.success(next ? FLAGGED : UNFLAGGED, { groupKey: "flag" });
    } catch (error) {
      toast.error(refusalMessage(error, FLAG_FAILED), { groupKey: "flag" });
    } finally {
      setFlagAsked(null);
    }
  }

  const declineLabel = (to: ApplicationStatus) => (to === "NTU" ? "Not Taken Up" : "Decline");

  return (
    <aside aria-label="Application status" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <form
        onSubmit={form.handleSubmit(({ status }) => changeStatus(status).catch(() => undefined))}
        onFocus={statusChange.preload}
        className="flex flex-col gap-2"
      >
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          Change status
        </label>
        <Select id={selectId} {...form.register("status")} disabled={manual.length === 0 || patch.isPending}>
          <option value="">{manual.length === 0 ? "No status change available" : "Select a status"}</option>
          {manual.map((a) => (
            <option key={a.to} value={a.to}>
              {statusLabel(a.to)}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary" disabled={!target || patch.isPending}>
          Update status
        </Button>
      </form>

      {proceed ? (
        <Button variant="secondary" disabled={patch.isPending} onClick={() => setProceeding(true)}>
          Proceed to Bind
        </Button>
      ) : null}

      {declines.length ? (
        <div className="flex flex-wrap gap-2">
          {declines.map((to) => (
            <Button key={to} onClick={() => setDeclining(to)} disabled={patch.isPending} variant="danger">
              {declineLabel(to)}
            </Button>
          ))}
        </div>
      ) : null}

      <div className="flex items-center gap-2">
        <input
          id={flagId}
          type="checkbox"
          checked={flagAsked ?? app.isFlaggedForManualReview}
          disabled={patch.isPending}
          onChange={(e) => void toggleFlag(e.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        <label htmlFor={flagId} className="text-sm text-slate-700">
          Flag for manual review
        </label>
      </div>

      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={declining === "NTU" ? "Mark as not taken up?" : "Decline this application?"}
        message={`The application will be set to ${declining ? statusLabel(declining) : ""}. The agent is told there is no market for it.`}
        confirmLabel={declining ? declineLabel(declining) : "Decline"}
        tone="danger"
        onConfirm={() => (declining ? changeStatus(declining) : undefined)}
      />

      <ConfirmDialog
        open={proceeding && proceed !== undefined}
        onOpenChange={setProceeding}
        title="Proceed to bind?"
        message={`${app.productName} will be set to Pending Bind without a bind request from the agent. The policy is bound on the Bind step.`}
        confirmLabel="Proceed to Bind"
        onConfirm={() => (proceed ? changeStatus(proceed.to) : undefined)}
      />
    </aside>
  );
}

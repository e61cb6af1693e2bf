"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { changeApplicationStatus, requestRenewal } from "@/lib/api/application-writes";
import { RENEWAL_CREATED_MESSAGE, RENEWAL_FAILED_MESSAGE } from "@/lib/domain/renewals";
import { useWrite } from "@/lib/api/use-write";
import { ApiError } from "@/lib/api/client";
import { refusalMessage } from "@/lib/api/refusal";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { opensNoMarketModal } from "@/lib/domain/agent-flow";
import {
  appCentralRowActions,
  coverageTableRows,
  renewalLinkCandidates,
  rowActionTarget,
  type ConfirmableAction,
  type DecisionAction,
} from "@/lib/domain/app-central";
import { costColumn } from "@/lib/domain/costs";
import { isListedCoverage } from "@/lib/domain/statuses";
import { noMarketNotice, type NoMarketNotice } from "@/lib/domain/no-market";
import type { CoverageRowFlags } from "@/lib/domain/post-bind";
import type { Role } from "@/lib/domain/roles";
import { statusLabel } from "@/lib/domain/statuses";
import { CoverageRow } from "./coverage-row";
import { NoMarketDialog } from "@/components/application/no-market-dialog";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";
import { can } from "@/lib/domain/permissions";
import { reviewHref } from "@/lib/domain/review-target";

// Post-bind decisions open their own dialog, loaded on first use.
const RowDecisionDialog = lazy(() => import("@/components/policy/row-decision-dialog"));
const RenewalLinkDialog = lazy(() => import("@/components/policy/renewal-link-dialog"));
type RenewalLinkRequest = { mode: "link"; policyID: string } | { mode: "unlink"; policyID: string; renewalID: string };

export interface CoverageTableProps {
  submissionID: string;
  insuredName: string;
  coverages: SubmissionCoverage[];
  role: Role;
  rowFlags: CoverageRowFlags;
  /** Once the business types step is done: each coverage's appetite, "Out of appetite" or a "Referral". */
  showAppetite?: boolean;
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

/** The coverage policy table: one row per application, its actions and renewals (spec 2 §2, spec 3 §2). */
export function CoverageTable({ submissionID, insuredName, coverages, role, rowFlags, showAppetite = false }: CoverageTableProps) {
  const router = useRouter();
  const [pending, setPending] = useState<{ action: ConfirmableAction; appID: string } | null>(null);
  const [notice, setNotice] = useState<NoMarketNotice | null>(null);
  const [decision, setDecision] = useState<{ action: DecisionAction; appID: string } | null>(null);
  const [renewalLink, setRenewalLink] = useState<RenewalLinkRequest | null>(null);
  const listed = coverages.filter(isListedCoverage);
  const linkPolicy = renewalLink ? coverages.find((c) => c.appID === renewalLink.policyID) : undefined;
  const linkRenewal = renewalLink?.mode === "unlink" ? coverages.find((c) => c.appID === renewalLink.renewalID) : undefined;
  const canUnlink = can(role, "linkRenewal") && rowFlags.renewalAction;

  const rows = coverageTableRows(coverages);
  const column = costColumn(coverages.filter(isListedCoverage).map((c) => c.status));
  // The latest data, so a retry is based on what the server answered last.
  const pendingApp = pending ? coverages.find((c) => c.appID === pending.appID) : undefined;

  const renewalWrite = useWrite(requestRenewal);
  const statusWrite = useWrite(changeApplicationStatus);

  async function confirm() {
    if (!pending || !pendingApp) return;
    if (pending.action === "requestRenewal" || pending.action === "renew") {
      let created;
      try {
        created = await renewalWrite.mutateAsync({ appID: pendingApp.appID, updatedDate: pendingApp.updatedDate });
      } catch (error) {
        toast.error(refusalMessage(error, RENEWAL_FAILED_MESSAGE), { groupKey: "renewal" });
        if (error instanceof ApiError && error.status === 409) return;
        throw error;
      }
      toast.success(RENEWAL_CREATED_MESSAGE, { groupKey: "renewal" });
      // A marketplace renewal is worked as new business, from its questionnaire.
      if (pending.action === "renew") router.push(reviewHref(created.appID, "InProgress"));
      return;
    }
    let status;
    try {
      const target = rowActionTarget(pending.action);
      ({ status } = await statusWrite.mutateAsync({
        appID: pendingApp.appID,
        status: target,
        updatedDate: pendingApp.updatedDate,
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
      setNotice(
        noMarketNotice({
          productIdentifier: pendingApp.productIdentifier,
          productName: pendingApp.productName,
          homeownersSupportMailbox: HOMEOWNERS_SUPPORT_EMAIL,
        }),
      );
    }
  }

  const confirmation = pending ? confirmations[pending.action] : null;

  return (
    <section aria-labelledby="coverages-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="coverages-heading" className="px-5 pt-5 text-base font-semibold text-slate-900">
        Coverages
      </h2>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-sm text-slate-600">No coverages on this submission yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Coverages of {insuredName}</caption>
            <thead className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-3">
                  Coverage
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Updated
                </th>
                {column ? (
                  <th scope="col" className="px-4 py-3 text-right">
                    {column}
                  </th>
                ) : null}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            {rows.map((row) => (
              <CoverageRow
                key={row.app.appID}
                submissionID={submissionID}
                app={row.app}
                renewals={row.renewals}
                actions={appCentralRowActions({
                  status: row.app.status,
                  isWholesale: row.app.isWholesale,
                  role,
                  flags: rowFlags,
                  renewalDue: row.app.renewalDue,
                })}
                showCost={column !== null}
                showAppetite={showAppetite}
                onAction={(action) =>
                  action === "denyCancellation" || action === "reinstate" || action === "requestReinstatement"
                    ? setDecision({ action, appID: row.app.appID })
                    : action === "linkRenewal"
                      ? setRenewalLink({ mode: "link", policyID: row.app.appID })
                      : setPending({ action, appID: row.app.appID })
                }
                onUnlinkRenewal={canUnlink ? (renewal) => setRenewalLink({ mode: "unlink", policyID: row.app.appID, renewalID: renewal.appID }) : undefined}
              />
            ))}
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null && pendingApp !== undefined}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={confirmation?.title ?? ""}
        message={pendingApp && confirmation ? confirmation.message(pendingApp.productName) : ""}
        confirmLabel={confirmation?.confirmLabel ?? ""}
        tone={confirmation?.tone}
        onConfirm={confirm}
      />
      {decision ? (
        <Suspense fallback={null}>
          <RowDecisionDialog
            key={`${decision.action}-${decision.appID}`}
            appID={decision.appID}
            action={decision.action}
            role={role}
            onClose={() => setDecision(null)}
          />
        </Suspense>
      ) : null}
      {renewalLink && linkPolicy && (renewalLink.mode === "link" || linkRenewal) ? (
        <Suspense fallback={null}>
          <RenewalLinkDialog
            {...(renewalLink.mode === "link" || !linkRenewal
              ? {
                  mode: "link" as const,
                  submissionID,
                  policy: linkPolicy,
                  candidates: renewalLinkCandidates(linkPolicy, listed),
                  renewsAcross: linkPolicy.renewedFromAppID !== null && !coverages.some((c) => c.appID === linkPolicy.renewedFromAppID),
                }
              : { mode: "unlink" as const, policy: linkPolicy, renewal: linkRenewal })}
            onClose={() => setRenewalLink(null)}
          />
        </Suspense>
      ) : null}
      <NoMarketDialog
        notice={notice}
        onClose={() => {
          setNotice(null);
          router.push("/app-central");
        }}
      />
    </section>
  );
}

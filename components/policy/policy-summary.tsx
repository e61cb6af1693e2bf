"use client";

import { ApplicationNotes } from "@/components/notes/application-notes";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { ErrorPage } from "@/components/errors/error-page";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { Timestamp } from "@/components/ui/timestamp";
import { useApplicationView } from "@/lib/api/application-view";
import { ApiError } from "@/lib/api/client";
import { usePolicyRecord } from "@/lib/api/policy-record-list";
import { canCancelCancellation } from "@/lib/domain/cancellations";
import { formatWholeDollars } from "@/lib/domain/costs";
import { canAddEndorsement } from "@/lib/domain/endorsements";
import { policySummaryActionsFor, type PolicySummaryAction } from "@/lib/domain/post-bind";
import { decidesRequest, dollarsToCents, formatLapse, type PolicyDialogAction } from "@/lib/domain/policy-servicing";
import { formatDay } from "@/lib/domain/dates";
import type { Role } from "@/lib/domain/roles";
import type { ApiCancellation, ApiReinstatement } from "@/lib/schemas/policy-records";
import { LazyPolicyActionDialog, preloadPolicyActionDialog } from "./lazy-policy-action-dialog";
import { useStartRenewal } from "./use-start-renewal";
import { Button, buttonClass } from "@/components/ui/button";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import { LabelledTerm } from "@/components/ui/labelled-term";
import { SummarySection } from "./summary-section";

// A failed load is tried again when the dialog opens, and reported there.
const preloadDialog = () => void preloadPolicyActionDialog().catch(() => undefined);

export interface PolicySummaryProps {
  appID: string;
  /** The policy as the server read it for this request, when the viewer may see it: the page paints with it. */
  initialApplication?: ApiApplication;
  /** Its cancellation and reinstatement as the server read them, when it has them. */
  initialCancellation?: ApiCancellation;
  initialReinstatement?: ApiReinstatement;
  role: Role;
  /** The cancellation, reinstatement and endorsement action flags (spec 3 §6). */
  actionFlags: { cancellation: boolean; reinstatement: boolean; endorsement: boolean };
  /** The viewer may start renewals (the renewal flag on): Renew shows while the policy is due. */
  mayRenew: boolean;
  notFoundBackHref: string;
  /** The coverage and timeline, rendered on the server (policy-overview.tsx); the page renders them again after an action. */
  overview?: ReactNode;
}

const actionLabels: Record<Exclude<PolicySummaryAction, "endorse">, string> = {
  requestCancellation: "Request Cancellation",
  cancelPolicy: "Cancel Policy",
  denyCancellation: "Deny Cancellation",
  requestReinstatement: "Request Reinstatement",
  reinstate: "Reinstate",
  denyReinstatement: "Deny Reinstatement",
};

const flagOf: Record<Exclude<PolicySummaryAction, "endorse">, "cancellation" | "reinstatement"> = {
  requestCancellation: "cancellation",
  cancelPolicy: "cancellation",
  denyCancellation: "cancellation",
  requestReinstatement: "reinstatement",
  reinstate: "reinstatement",
  denyReinstatement: "reinstatement",
};

/**
 * Policy Summary (spec 3 §2): the policy's number, term, cost and documents,
 * with the actions its status offers the viewer. Read on its own (no query
 * cache): painted with the server's reads, then the policy, its cancellation
 * and its reinstatement are read again after a request or decision, and the
 * page's coverage and timeline rendered again.
 */
export function PolicySummary(props: PolicySummaryProps) {
  const { appID, initialApplication, initialCancellation, initialReinstatement, role, actionFlags, mayRenew, notFoundBackHref, overview } = props;
  const router = useRouter();
  const renewal = useStartRenewal();
  const application = useApplicationView(appID, initialApplication);
  const app = application.data;
  const cancellation = usePolicyRecord("cancellation", app?.cancellationID, initialCancellation);
  const reinstatement = usePolicyRecord("reinstatement", app?.reinstatementID, initialReinstatement);
  const [action, setAction] = useState<PolicyDialogAction | null>(null);

  if (application.isPending) return <LoadingState label="Loading the policy…" />;
  if (!app) {
    const missing = application.error instanceof ApiError && (application.error.status === 404 || application.error.status === 400);
    return missing ? (
      <ErrorPage
        code="404"
        heading="Oops! Application Not Found."
        message="The application you are looking for doesn’t exist or is not available."
        actionLabel="Back to Marketplace"
        actionHref={notFoundBackHref}
      />
    ) : (
      <ErrorState message="The policy could not be loaded. Check your connection and try again." onRetry={() => void application.refetch()} />
    );
  }

  const record = cancellation.data;
  const reinstated = reinstatement.data?.status === "PolicyReinstated" ? reinstatement.data : null;
  // Decisions wait for the request they decide, so they are never sent without it.
  const ready = (a: Exclude<PolicySummaryAction, "endorse">) => {
    const decided = decidesRequest(a, app.status);
    return decided === "cancellation" ? Boolean(record) : decided === "reinstatement" ? Boolean(reinstatement.data) : true;
  };
  const actions = policySummaryActionsFor(role, app.status).filter(
    (a): a is Exclude<PolicySummaryAction, "endorse"> => a !== "endorse" && actionFlags[flagOf[a]] && ready(a),
  );
  // Endorse opens the endorsement draft (spec 3 §2), which needs a Bound policy.
  const offerEndorse = actionFlags.endorsement && policySummaryActionsFor(role, app.status).includes("endorse") && canAddEndorsement(app.status);
  const offerCancelCancellation =
    actionFlags.cancellation &&
    record !== undefined &&
    canCancelCancellation({ role, cancellationStatus: record.status, applicationStatus: app.status, isLatest: record.id === app.cancellationID });
  const offerRenew = mayRenew && app.renewalDue;

  // A refusal has been said; the page shows the policy as it is.
  const renew = () => renewal.start({ appID, updatedDate: app.updatedDate }, { opensQuestionnaire: true }).catch(() => undefined);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-500">Policy Summary</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{app.productName}</h1>
          <div className="mt-2">
            <StatusBadge status={app.standing ?? app.status} isWholesale={app.product.isWholesale} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/app-central?submissionID=${encodeURIComponent(app.submissionID)}`} className={buttonClass({ variant: "secondary" })}>
            Review Submission
          </Link>
          <Link href={`/coverage/${encodeURIComponent(app.appID)}`} className={buttonClass({ variant: "secondary" })}>
            Review Coverage
          </Link>
        </div>
      </div>

      <SummarySection id="policy-heading" title="Policy">
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <LabelledTerm label="Policy number">{app.policyNo ?? "—"}</LabelledTerm>
          <LabelledTerm label="Term">
            {app.effectiveDate ? (
              <>
                <time dateTime={app.effectiveDate}>{formatDay(app.effectiveDate)}</time> –{" "}
                <time dateTime={app.expirationDate ?? undefined}>{formatDay(app.expirationDate)}</time>
              </>
            ) : (
              "—"
            )}
          </LabelledTerm>
          <LabelledTerm label="Cost">{app.totalCost == null ? "—" : formatWholeDollars(dollarsToCents(app.totalCost))}</LabelledTerm>
          <LabelledTerm label="Status">{app.standing ? `${app.standing} (${app.statusDisplayValue})` : app.statusDisplayValue}</LabelledTerm>
          {(app.status === "PolicyCancelled" || app.status === "CancellationScheduled") && record ? (
            <>
              <LabelledTerm label="Cancellation date">
                {record.cancellationDate ? <time dateTime={record.cancellationDate}>{formatDay(record.cancellationDate)}</time> : "—"}
              </LabelledTerm>
              <LabelledTerm label="Return premium">
                {record.returnPremium == null ? "—" : formatWholeDollars(dollarsToCents(record.returnPremium))}
              </LabelledTerm>
            </>
          ) : null}
          {reinstated && app.status !== "PolicyCancelled" ? (
            <>
              <LabelledTerm label="Reinstated on">{reinstated.reinstatedAt ? <Timestamp iso={reinstated.reinstatedAt} /> : "—"}</LabelledTerm>
              <LabelledTerm label="Lapse">{reinstated.lapseDays == null ? "—" : formatLapse(reinstated.lapseDays)}</LabelledTerm>
            </>
          ) : null}
        </dl>
        {actions.length || offerCancelCancellation || offerEndorse || offerRenew ? (
          // Pointing at or focusing an action loads its dialog's code, so the dialog opens at once on the click.
          <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4" onPointerOver={preloadDialog} onFocus={preloadDialog}>
            {actions.map((a) => (
              <Button key={a} onClick={() => setAction(a)} variant={a.startsWith("deny") ? "secondary" : "primary"}>
                {actionLabels[a]}
              </Button>
            ))}
            {offerEndorse ? (
              <Link href={`/coverage/${encodeURIComponent(app.appID)}/endorsement`} className={buttonClass()}>
                Endorse
              </Link>
            ) : null}
            {offerRenew ? (
              <Button onClick={() => void renew()} disabled={renewal.isPending} aria-busy={renewal.isPending || undefined}>
                Renew
              </Button>
            ) : null}
            {offerCancelCancellation ? (
              <Button onClick={() => setAction("cancelCancellation")} variant="secondary">
                Cancel Cancellation
              </Button>
            ) : null}
          </div>
        ) : null}
      </SummarySection>

      {overview}

      <SummarySection id="policy-documents-heading" title="Documents">
        {app.documents.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No documents on this policy.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Policy documents">
            {app.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <a href={doc.url} download={doc.filename} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {doc.filename}
                </a>
                {doc.classificationDisplayValue ? <span className="text-slate-500">{doc.classificationDisplayValue}</span> : null}
                <span className="ml-auto text-xs text-slate-500">
                  {doc.uploaderName} · <Timestamp iso={doc.createdDate} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </SummarySection>

      <ApplicationNotes appID={app.appID} submissionID={app.submissionID} />

      <LazyPolicyActionDialog
        {...(action
          ? {
              action,
              role,
              target: {
                appID: app.appID,
                status: app.status,
                updatedDate: app.updatedDate,
                productName: app.productName,
                effectiveDate: app.effectiveDate,
                expirationDate: app.expirationDate,
              },
              cancellation: record ?? null,
              reinstatement: reinstatement.data ?? null,
              onClose: (wrote: boolean) => {
                setAction(null);
                // The timeline is the server's: it is rendered again to show what a write did, and only then.
                if (wrote) router.refresh();
              },
            }
          : { action: null })}
      />
    </div>
  );
}

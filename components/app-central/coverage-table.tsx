"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { hiddenHeading, ListTable } from "@/components/ui/list-table";
import { useSortInAddress } from "@/components/ui/use-sort-in-address";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import {
  appCentralRowActions,
  coverageSortKeys,
  coverageTableRows,
  sortCoverageRows,
  renewalLinkCandidates,
  type ConfirmableAction,
  type DecisionAction,
} from "@/lib/domain/app-central";
import { costColumn } from "@/lib/domain/costs";
import { isListedCoverage } from "@/lib/domain/statuses";
import type { NoMarketNotice } from "@/lib/domain/no-market";
import type { CoverageRowFlags } from "@/lib/domain/post-bind";
import type { Role } from "@/lib/domain/roles";
import { CoverageRow } from "./coverage-row";
import { can } from "@/lib/domain/permissions";

// Each row action that asks first opens its own dialog, loaded on first use.
const RowDecisionDialog = lazy(() => import("@/components/policy/row-decision-dialog"));
const RowConfirmDialog = lazy(() => import("./row-confirm-dialog"));
const RenewalLinkDialog = lazy(() => import("@/components/policy/renewal-link-dialog"));
const NoMarketDialog = lazy(() => import("@/components/application/no-market-dialog").then((m) => ({ default: m.NoMarketDialog })));
type RenewalLinkRequest = { mode: "link"; policyID: string } | { mode: "unlink"; policyID: string; renewalID: string };

export interface CoverageTableProps {
  submissionID: string;
  insuredName: string;
  coverages: SubmissionCoverage[];
  role: Role;
  rowFlags: CoverageRowFlags;
  /** Once the business types step is done: each coverage's appetite, "Out of appetite" or a "Referral". */
  showAppetite?: boolean;
  /** The sort as the address gave it (`?sort=`); the order the coverages were added when none. */
  initialSort?: string;
}

/** The coverage policy table: one row per application, its actions and renewals (spec 2 §2, spec 3 §2). */
export function CoverageTable({ submissionID, insuredName, coverages, role, rowFlags, showAppetite = false, initialSort }: CoverageTableProps) {
  const router = useRouter();
  const [pending, setPending] = useState<{ action: ConfirmableAction; appID: string } | null>(null);
  const [notice, setNotice] = useState<NoMarketNotice | null>(null);
  const [decision, setDecision] = useState<{ action: DecisionAction; appID: string } | null>(null);
  const [renewalLink, setRenewalLink] = useState<RenewalLinkRequest | null>(null);
  const listed = coverages.filter(isListedCoverage);
  const linkPolicy = renewalLink ? coverages.find((c) => c.appID === renewalLink.policyID) : undefined;
  const linkRenewal = renewalLink?.mode === "unlink" ? coverages.find((c) => c.appID === renewalLink.renewalID) : undefined;
  const canUnlink = can(role, "linkRenewal") && rowFlags.renewalAction;

  const [sort, setSort] = useSortInAddress(coverageSortKeys, initialSort, { key: "added", direction: "asc" });
  const rows = sortCoverageRows(coverageTableRows(coverages), sort);
  const column = costColumn(coverages.filter(isListedCoverage).map((c) => c.status));
  // The latest data, so a retry is based on what the server answered last.
  const pendingApp = pending ? coverages.find((c) => c.appID === pending.appID) : undefined;

  return (
    <section aria-labelledby="coverages-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id="coverages-heading" className="px-5 pt-5 text-base font-semibold text-slate-900">
        Coverages
      </h2>
      {rows.length === 0 ? (
        <p className="px-5 py-8 text-sm text-slate-600">No coverages on this submission yet.</p>
      ) : (
        <div className="mt-3">
          <ListTable
            caption={`Coverages of ${insuredName}`}
            columns={[
              { label: "Coverage", sortKey: "coverage", startsWith: "asc" },
              { label: "Status", sortKey: "status", startsWith: "asc" },
              { label: "Updated", sortKey: "updated", startsWith: "desc" },
              column !== null && { label: column, sortKey: "cost", startsWith: "desc", alignEnd: true },
              hiddenHeading("Actions"),
            ]}
            sort={{ current: sort, onSort: setSort }}
          >
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
          </ListTable>
        </div>
      )}
      {pending && pendingApp ? (
        <Suspense fallback={null}>
          <RowConfirmDialog
            key={`${pending.action}-${pending.appID}`}
            action={pending.action}
            app={pendingApp}
            onClose={() => setPending(null)}
            onNoMarket={setNotice}
          />
        </Suspense>
      ) : null}
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
      {notice ? (
        <Suspense fallback={null}>
          <NoMarketDialog
            notice={notice}
            onClose={() => {
              setNotice(null);
              router.push("/app-central");
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

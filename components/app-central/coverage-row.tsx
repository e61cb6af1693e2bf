"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useId, useState } from "react";
import { DropdownMenu } from "@/components/ui/dropdown-menu";
import { StatusBadge } from "@/components/ui/status-badge";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { rowCostCents, type AppCentralRowAction, type RowMenuAction } from "@/lib/domain/app-central";
import { formatWholeDollars } from "@/lib/domain/costs";
import { reviewHref } from "@/lib/domain/review-target";
import { statusLabel } from "@/lib/domain/statuses";
import { Timestamp } from "@/components/ui/timestamp";
import { ProductIcon } from "./product-icon";
import { showsAppetite } from "@/lib/domain/appetite-display";
import { buttonClass } from "@/components/ui/button";

// Most coverages are in appetite: the notice's code loads only for one that is not.
const AppetiteNotice = dynamic(() => import("@/components/application/appetite-notice").then((m) => m.AppetiteNotice));
// Few policies have renewals listed under them: the list's code loads when one is opened.
const RenewalList = dynamic(() => import("./renewal-list").then((m) => m.RenewalList));

export interface CoverageRowProps {
  submissionID: string;
  app: SubmissionCoverage;
  renewals: SubmissionCoverage[];
  actions: AppCentralRowAction[];
  showCost: boolean;
  /** The coverage's appetite under its name, when it is out or a referral. */
  showAppetite?: boolean;
  onAction: (action: RowMenuAction) => void;
  /** Underwriters remove a renewal link from the renewal list (the cancel renewal link modal). */
  onUnlinkRenewal?: (renewal: SubmissionCoverage) => void;
}

const menuLabels: Partial<Record<AppCentralRowAction, string>> = {
  requestRenewal: "Request Renewal",
  renew: "Renew",
  decline: "Decline",
  notTakenUp: "NTU",
  linkRenewal: "Link Renewal",
  denyCancellation: "Deny Cancellation",
  reinstate: "Reinstate",
  requestReinstatement: "Request Reinstatement",
  goToUwFlow: "Go To UW Flow",
  endorse: "Endorse",
};

/** Row actions that open a page rather than a dialog. */
function actionHref(action: AppCentralRowAction, submissionID: string, appID: string): string | null {
  if (action === "goToUwFlow") return `/submission/${encodeURIComponent(submissionID)}/coverage/${encodeURIComponent(appID)}`;
  if (action === "endorse") return `/coverage/${encodeURIComponent(appID)}/endorsement`;
  return null;
}

const itemClass =
  "flex cursor-pointer select-none items-center rounded-md px-3 py-2 text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function CostCell({ app }: { app: SubmissionCoverage }) {
  const cents = rowCostCents(app);
  return (
    <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
      {cents === null ? <span className="text-slate-500">—</span> : formatWholeDollars(cents)}
    </td>
  );
}

/** One application of the coverage table, with its actions and its collapsible renewal list. */
export function CoverageRow({ submissionID, app, renewals, actions, showCost, showAppetite = false, onAction, onUnlinkRenewal }: CoverageRowProps) {
  const renewalsId = useId();
  const [expanded, setExpanded] = useState(false);
  const label = `${app.productName} (${statusLabel(app.status)})`;
  const menu = actions.filter((a) => a !== "review");
  const columns = 4 + (showCost ? 1 : 0);

  return (
    <tbody className="border-b border-slate-100 last:border-b-0">
      <tr className="align-middle">
        <th scope="row" className="px-4 py-3 font-normal">
          <div className="flex items-center gap-3">
            <ProductIcon icon={app.icon} />
            <div className="min-w-0">
              <span className="block font-semibold text-slate-900">{app.productName}</span>
              {showAppetite && showsAppetite(app.appetite.decision, app.status) ? (
                <AppetiteNotice compact decision={app.appetite.decision} reasons={app.appetite.reasons} overridden={app.appetite.overridden} />
              ) : null}
              {renewals.length ? (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={renewalsId}
                  onClick={() => setExpanded((open) => !open)}
                  className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
                >
                  {expanded ? "Hide renewals" : `Show renewals (${renewals.length})`}
                </button>
              ) : null}
            </div>
          </div>
        </th>
        <td className="px-4 py-3">
          <StatusBadge status={app.standing ?? app.status} isWholesale={app.isWholesale} />
        </td>
        <td className="px-4 py-3 whitespace-nowrap text-slate-600">
          <Timestamp iso={app.updatedDate} />
        </td>
        {showCost ? <CostCell app={app} /> : null}
        <td className="px-4 py-3">
          <div className="flex items-center justify-end gap-2">
            {actions.includes("review") ? (
              <Link href={reviewHref(app.appID, app.status)} aria-label={`Review ${label}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
                Review
              </Link>
            ) : null}
            {menu.length ? (
              <DropdownMenu
                trigger={
                  <button
                    type="button"
                    aria-label={`More actions for ${label}`}
                    className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 data-[state=open]:bg-slate-100"
                  >
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
                      <circle cx="3" cy="8" r="1.5" />
                      <circle cx="8" cy="8" r="1.5" />
                      <circle cx="13" cy="8" r="1.5" />
                    </svg>
                  </button>
                }
              >
                {(Menu) => (
                  <Menu.Portal>
                    <Menu.Content
                      align="end"
                      sideOffset={4}
                      collisionPadding={8}
                      className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
                    >
                      {menu.map((action) => {
                        const href = actionHref(action, submissionID, app.appID);
                        return href ? (
                          <Menu.Item key={action} asChild className={itemClass}>
                            <Link href={href}>{menuLabels[action]}</Link>
                          </Menu.Item>
                        ) : (
                          <Menu.Item key={action} className={itemClass} onSelect={() => onAction(action as RowMenuAction)}>
                            {menuLabels[action]}
                          </Menu.Item>
                        );
                      })}
                    </Menu.Content>
                  </Menu.Portal>
                )}
              </DropdownMenu>
            ) : null}
          </div>
        </td>
      </tr>
      {renewals.length ? (
        <tr id={renewalsId} hidden={!expanded}>
          <td colSpan={columns} className="bg-slate-50 px-4 pt-1 pb-4">
            {expanded ? <RenewalList productName={app.productName} renewals={renewals} onUnlinkRenewal={onUnlinkRenewal} /> : null}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

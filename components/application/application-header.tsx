"use client";

import { StatusBadge } from "@/components/ui/status-badge";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { personLabel, showsCompanyName, showsPriceIndication } from "@/lib/domain/application-header";
import { ApplicationIdPopover } from "./application-id-popover";
import { PriceIndication } from "./price-indication";

export interface ApplicationHeaderProps {
  app: ApiApplication;
  /** The insured, once read. */
  companyInfo: ApiSubmission["companyInfo"] | undefined;
  /** The flag is on and the viewer is an agent, to whom price indications are shown (spec 2 §1). */
  priceIndicationEnabled: boolean;
  userID: string;
}

/** The application header (spec 1 §2): status badge, price indication, insured and company name, and the ID. */
export function ApplicationHeader({ app, companyInfo: info, priceIndicationEnabled, userID }: ApplicationHeaderProps) {
  const personName = [info?.firstName, info?.lastName].filter(Boolean).join(" ");
  const companyName = info && showsCompanyName({ isDirectToConsumer: app.product.isDirectToConsumer, entityType: info.entityType }) ? info.companyName : null;
  const priceShown =
    info !== undefined &&
    showsPriceIndication({
      flagOn: priceIndicationEnabled,
      ready: app.priceIndicationReady,
      indicated: app.priceIndication.basePremium !== null,
      productIndustryID: app.product.industryID,
      selectedIndustryIDs: info.selectedIndustryIDs,
    });

  return (
    <section
      aria-label="Application"
      className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold text-slate-900">{app.productName}</h1>
          <StatusBadge status={app.status} isWholesale={app.product.isWholesale} />
        </div>
        {info ? (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {personName ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">{personLabel(info.insuredType)}</dt>
                <dd className="font-medium text-slate-800">{personName}</dd>
              </div>
            ) : null}
            {companyName ? (
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Company</dt>
                <dd className="font-medium text-slate-800">{companyName}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        {priceShown ? <PriceIndication app={app} userID={userID} /> : null}
        <ApplicationIdPopover appID={app.appID} />
      </div>
    </section>
  );
}

"use client";

import { StatusBadge } from "@/components/ui/status-badge";
import type { ApplicationView } from "@/lib/api/applications";

export interface ApplicationHeaderProps {
  app: ApplicationView;
  priceIndicationEnabled: boolean;
}

/** The application header (spec 1 §2): status badge and the coverage. */
export function ApplicationHeader({ app }: ApplicationHeaderProps) {
  return (
    <header className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
      <h1 className="text-lg font-semibold text-slate-900">{app.productName}</h1>
      <StatusBadge status={app.status} isWholesale={app.product.isWholesale} />
    </header>
  );
}

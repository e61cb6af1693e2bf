"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, type ReactNode } from "react";
import { APP_NOT_FOUND_MESSAGE } from "@/components/questionnaire/app-not-found-message";
import { useNavSubsections } from "@/components/shell/nav-subsections";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast";
import { useApplicationView } from "@/lib/api/application-view";
import { ApiError } from "@/lib/api/client";
import { coverageAreaSections, type QuoteSummaryPage } from "@/lib/coverage-navigation";
import type { ApiApplication } from "@/lib/schemas/application-answer";

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Around the agent's Quote Summary pages: loads the application, fills the nav's Coverages and Quote Summary sections, shows the header. */
export function QuoteSummaryFrame({
  appID,
  page,
  title,
  initial,
  children,
}: {
  appID: string;
  page: QuoteSummaryPage;
  title: string;
  /** The application as the server read it for this request, when the viewer may see it: the page paints with it. */
  initial?: ApiApplication;
  children: (app: ApiApplication) => ReactNode;
}) {
  const router = useRouter();
  const application = useApplicationView(appID, initial);
  const missing = isMissing(application.error);
  const app = application.data;
  const sections = useMemo(
    () => (app ? coverageAreaSections({ appID, appStatus: app.status, groups: app.sectionGroups, quotePage: page }) : null),
    [app, appID, page],
  );
  useNavSubsections(sections);

  useEffect(() => {
    if (!missing) return;
    toast.error(APP_NOT_FOUND_MESSAGE, { groupKey: "app-not-found" });
    router.replace("/app-central");
  }, [missing, router]);

  if (application.isPending) return <LoadingState label="Loading application…" />;
  if (missing) return <LoadingState label="Returning to App Central…" />;
  if (!app) return <ErrorState message="The application could not be loaded." onRetry={() => void application.refetch()} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-600">{app.productName}</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        </div>
        <StatusBadge status={app.status} isWholesale={app.product.isWholesale} />
      </header>
      {children(app)}
    </div>
  );
}

"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, type ReactNode } from "react";
import { NotesPanelLoader } from "@/components/notes/notes-panel-loader";
import { useNavSubsections } from "@/components/shell/nav-subsections";
import { useShell } from "@/components/shell/shell-context";
import { ErrorState } from "@/components/ui/error-state";
import { LoadingState } from "@/components/ui/loading-state";
import { toast } from "@/components/ui/toast";
import { useApplicationView, useSubmissionView } from "@/lib/api/application-view";
import { ApiError } from "@/lib/api/client";
import { coverageAreaSections } from "@/lib/coverage-navigation";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiSubmission } from "@/lib/schemas/submission-answer";
import { ApplicationHeader } from "@/components/application/application-header";

import { APP_NOT_FOUND_MESSAGE } from "./app-not-found-message";
import { AppetiteBanner } from "./appetite-banner";
import { CoverageContext } from "./coverage-context";

export { APP_NOT_FOUND_MESSAGE };

export interface CoverageFrameProps {
  appID: string;
  priceIndicationEnabled: boolean;
  userID: string;
  /** The application and its submission as the server read them for this request, when the viewer may see them: the frame and its page paint with them. */
  initialApplication?: ApiApplication;
  initialSubmission?: ApiSubmission;
  children: ReactNode;
}

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Around every questionnaire page: reads the application and its insured
 * and hands them to the page, fills the left nav's Coverages (and Quote
 * Summary) subsections, shows the application header, and sends the user back to
 * /app-central when the application cannot be found.
 */
export function CoverageFrame({ appID, priceIndicationEnabled, userID, initialApplication, initialSubmission, children }: CoverageFrameProps) {
  const pathname = usePathname() ?? "";
  const router = useRouter();
  const application = useApplicationView(appID, initialApplication);
  const app = application.data;
  const submission = useSubmissionView(app?.submissionID ?? null, initialSubmission);
  const missing = isMissing(application.error);
  const currentSectionID = decodeURIComponent(pathname.split("/")[4] ?? "");
  // The notes panel is gated by the marketplace-notes flag, evaluated by the server for the shell.
  const shell = useShell();
  const notesEnabled = shell?.flags.marketplaceNotes ?? false;

  useEffect(() => {
    if (!missing) return;
    toast.error(APP_NOT_FOUND_MESSAGE, { groupKey: "app-not-found" });
    router.replace("/app-central");
  }, [missing, router]);

  const sections = useMemo(
    () => (app ? coverageAreaSections({ appID, appStatus: app.status, groups: app.sectionGroups, currentSectionID }) : null),
    [app, appID, currentSectionID],
  );
  useNavSubsections(sections);

  if (application.isPending) return <LoadingState label="Loading application…" />;
  if (missing) return <LoadingState label="Returning to App Central…" />;
  if (application.isError) return <ErrorState message="The application could not be loaded." onRetry={application.refetch} />;
  const page = (
    <div className="mx-auto max-w-4xl space-y-6">
      <ApplicationHeader app={application.data} companyInfo={submission.data?.companyInfo} priceIndicationEnabled={priceIndicationEnabled} userID={userID} />
      <AppetiteBanner app={application.data} role={shell?.role} />
      <CoverageContext.Provider value={{ app: application.data, submission }}>{children}</CoverageContext.Provider>
    </div>
  );
  if (!notesEnabled || !shell) return page;
  return (
    <div className="mx-auto flex w-full max-w-[90rem] flex-col gap-6 2xl:flex-row 2xl:items-start">
      <div className="min-w-0 flex-1">{page}</div>
      <div className="mx-auto w-full max-w-4xl 2xl:sticky 2xl:top-20 2xl:mx-0 2xl:max-h-[calc(100vh-6rem)] 2xl:w-96 2xl:shrink-0 2xl:overflow-y-auto">
        <NotesPanelLoader entityType="Application" entityID={appID} submissionID={application.data.submissionID} role={shell.role} />
      </div>
    </div>
  );
}

"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { DocumentList } from "@/components/documents/document-list";
import { ApplicationSummaryLink } from "@/components/documents/generated-documents";
import { UploadSection } from "@/components/documents/upload-section";
import { toast } from "@/components/ui/toast";
import { useQueryClient } from "@tanstack/react-query";
import { latestApplication } from "@/lib/api/application-view";
import { invalidate } from "@/lib/api/cache-updates";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { uploadableCategories } from "@/lib/domain/documents";
import type { Role } from "@/lib/domain/roles";
import { REQUEST_BIND_DOCUMENT_MESSAGE } from "@/lib/domain/transitions";
import { documentsBy, hasAgentUpload } from "@/lib/domain/underwriting";
import { QuoteSummaryFrame } from "./quote-summary-frame";
import { Button, buttonClass } from "@/components/ui/button";
import type { ApiApplication } from "@/lib/schemas/application-answer";

/** Request Bind reloads after the status update settles on the server (spec 2 §9). */
export const REQUEST_BIND_RELOAD_MS = 500;
const REQUEST_BIND_FAILED = "Error occurred during status update, please try again later.";
export const BIND_REQUESTED = "Bind requested";

function BindRequest({ app }: { app: ApiApplication }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const patch = useApplicationWrite(app);
  const reasonId = useId();
  const [missingShown, setMissingShown] = useState(false);
  const canRequest = app.status === "QuoteApproved" || app.status === "Quoted";

  async function requestBind() {
    if (!hasAgentUpload(latestApplication(queryClient, app).documents)) {
      setMissingShown(true);
      toast.error(REQUEST_BIND_DOCUMENT_MESSAGE, { groupKey: "request-bind" });
      return;
    }
    try {
      await patch.write({ status: "PendingBind" });
    } catch (error) {
      toast.error(refusalMessage(error, REQUEST_BIND_FAILED), { groupKey: "request-bind" });
      return;
    }
    toast.success(BIND_REQUESTED, { groupKey: "request-bind" });
    await new Promise((resolve) => setTimeout(resolve, REQUEST_BIND_RELOAD_MS));
    void invalidate({ kind: "application", appID: app.appID });
    // Back to the submission the request belongs to, not the whole list.
    router.push(`/app-central?submissionID=${encodeURIComponent(app.submissionID)}`);
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link href={`/coverage/${encodeURIComponent(app.appID)}/review-quote`} className={buttonClass({ variant: "secondary" })}>
        Back
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        {missingShown && !hasAgentUpload(app.documents) ? (
          <p id={reasonId} role="alert" className="text-sm text-red-700">
            {REQUEST_BIND_DOCUMENT_MESSAGE}
          </p>
        ) : null}
        {canRequest ? (
          <Button disabled={patch.isPending} onClick={() => void requestBind()}>
            Request Bind
          </Button>
        ) : app.status === "PendingBind" ? (
          <Link href="/app-central" className={buttonClass()}>
            Continue
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** View & Upload: the underwriter's documents to download, the agent's uploads, and the bind request. */
export function ViewAndUpload({ appID, role, initialApplication }: { appID: string; role: Role; initialApplication?: ApiApplication }) {
  return (
    <QuoteSummaryFrame appID={appID} page="documents" title="View & Upload" initial={initialApplication}>
      {(app) => (
        <>
          <p className="text-right">
            <ApplicationSummaryLink appID={app.appID} />
          </p>
          <DocumentList
            title="Underwriter documents"
            documents={documentsBy(app.documents, "Underwriter")}
            emptyText="The underwriter has not shared any documents yet."
          />
          <UploadSection
            title="Your uploads"
            appID={app.appID}
            category="upload_view_upload"
            classification="signed_app_packet"
            uploaderType={uploadableCategories(role, app.status).includes("upload_view_upload") ? role : null}
            documents={documentsBy(app.documents, "Agent")}
          />
          <BindRequest app={app} />
        </>
      )}
    </QuoteSummaryFrame>
  );
}

import { reviewHref } from "@/lib/domain/review-target";
import type { WaitingApplication } from "@/lib/schemas/dashboard";

/**
 * Where a waiting application opens: for an underwriter its review step, as
 * the work queue's rows lead; for an agent where App Central's Review leads.
 */
export function waitingHref(app: Pick<WaitingApplication, "appID" | "submissionID" | "status">, underwriterScreens: boolean): string {
  return underwriterScreens
    ? `/submission/${encodeURIComponent(app.submissionID)}/coverage/${encodeURIComponent(app.appID)}/review`
    : reviewHref(app.appID, app.status);
}

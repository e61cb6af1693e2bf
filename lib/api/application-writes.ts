import type { ApplicationStatus } from "@/lib/domain/statuses";
import type { ApplicationUpdate, RenewalCreated } from "@/lib/schemas/application-answer";
import { apiFetch } from "./client";
import { announceDataChange } from "./data-changes";

export const applicationPath = (appID: string) => `/api/applications/${encodeURIComponent(appID)}`;

interface StatusChange {
  appID: string;
  status: ApplicationStatus;
  /** The updatedDate of the application as last read: a change made since is refused (409), not overwritten. */
  updatedDate: string;
  /** Set with a decline the user makes themselves: they see the 'no market' modal at once, so it need not tell them again. */
  isDeclineAcknowledged?: boolean;
}

/**
 * A write to an application outside the query cache. Once it has settled
 * either way (a refused change, 409, means what is on screen is out of date),
 * the change is announced: applications and submissions are read again alike
 * (spec 1 §7), in the cache and by the screens outside it.
 */
async function writeApplication<R>(write: Promise<R>): Promise<R> {
  try {
    return await write;
  } finally {
    announceDataChange("applications");
  }
}

/** PATCH /api/applications/{appID} with a new status, through the server's status rules. */
export const changeApplicationStatus = ({ appID, status, updatedDate, isDeclineAcknowledged }: StatusChange) =>
  writeApplication(
    apiFetch<ApplicationUpdate>(applicationPath(appID), {
      method: "PATCH",
      body: { updatedDate, status, ...(isDeclineAcknowledged ? { isDeclineAcknowledged } : {}) },
    }),
  );

/** PATCH /api/applications/{appID}: the agent has seen the 'no market' notice of a declined application. */
export const acknowledgeDecline = ({ appID, updatedDate }: { appID: string; updatedDate: string }) =>
  writeApplication(apiFetch<ApplicationUpdate>(applicationPath(appID), { method: "PATCH", body: { updatedDate, isDeclineAcknowledged: true } }));

/** POST /api/applications/{appID}/renewal: the Bound wholesale policy gets its renewal, based on the policy as last read (409 once it changed). */
export const requestRenewal = ({ appID, updatedDate }: { appID: string; updatedDate: string }) =>
  writeApplication(apiFetch<RenewalCreated>(`${applicationPath(appID)}/renewal`, { method: "POST", body: { updatedDate } }));

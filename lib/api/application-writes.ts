import { statusLabel, type ApplicationStatus } from "@/lib/domain/statuses";
import type { ApplicationPatch } from "@/lib/schemas/application";
import type { ApiApplication, ApplicationUpdate, RenewalCreated } from "@/lib/schemas/application-answer";
import { apiFetch } from "./client";
import { invalidateWhenSettled, takeCurrent } from "./cache-updates";
import { getQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

export const applicationPath = (appID: string) => `/api/applications/${encodeURIComponent(appID)}`;

/** What a write to an application changes: everything PATCH takes but the updatedDate it is based on. */
export type ApplicationChanges = Omit<Partial<ApplicationPatch>, "updatedDate">;

/**
 * The application on screen as a write to it left it: every field the write's
 * answer carries (status, flags, pricing and carrier, policy fields, notes,
 * the sections' statuses, updatedDate), so nothing shown goes back to its old
 * value until the application is read again.
 */
export function withUpdate(app: ApiApplication, result: ApplicationUpdate): ApiApplication {
  const { selectedCarrierID, sectionGroups, ...fields } = result;
  return {
    ...app,
    ...fields,
    statusDisplayValue: statusLabel(fields.status),
    carriers: { ...app.carriers, selectedCarrierID },
    sectionGroups: app.sectionGroups.map((g) => ({ ...g, status: sectionGroups.find((s) => s.id === g.id)?.status ?? g.status })),
  };
}

/** A write to an application: it, the submission holding it and the lists showing it are read again once it has settled (spec 1 §7). */
const writeApplication = <R>(appID: string, write: Promise<R>): Promise<R> => invalidateWhenSettled(write, () => [{ kind: "application", appID }]);

/**
 * PATCH /api/applications/{appID} based on the application as last read (its
 * updatedDate): a change made since is refused (409), not overwritten, and
 * the application as it now is goes in place. The answer is put in the cache
 * first, so the screens showing the application base their next write on it.
 */
export const updateApplication = (app: { appID: string; updatedDate: string | undefined }, changes: ApplicationChanges) =>
  writeApplication(
    app.appID,
    apiFetch<ApplicationUpdate>(applicationPath(app.appID), { method: "PATCH", body: { ...changes, updatedDate: app.updatedDate } }).then(
      (result) => {
        getQueryClient().setQueryData<ApiApplication>(queryKeys.applications.one(result.appID), (old) => old && withUpdate(old, result));
        return result;
      },
      takeCurrent(queryKeys.applications.one(app.appID)),
    ),
  );

interface StatusChange {
  appID: string;
  status: ApplicationStatus;
  /** The updatedDate of the application as last read. */
  updatedDate: string;
  /** Set with a decline the user makes themselves: they see the 'no market' modal at once, so it need not tell them again. */
  isDeclineAcknowledged?: boolean;
}

/** A new status, through the server's status rules. */
export const changeApplicationStatus = ({ appID, status, updatedDate, isDeclineAcknowledged }: StatusChange) =>
  updateApplication({ appID, updatedDate }, { status, ...(isDeclineAcknowledged ? { isDeclineAcknowledged } : {}) });

/** The agent has seen the 'no market' notice of a declined application. */
export const acknowledgeDecline = ({ appID, updatedDate }: { appID: string; updatedDate: string }) =>
  updateApplication({ appID, updatedDate }, { isDeclineAcknowledged: true });

/**
 * POST /api/applications/{appID}/renewal: the policy gets its renewal, based on
 * the policy as last read when `updatedDate` is given (409 once it changed);
 * the 'Renewals due' list, which reads no application, gives none.
 */
export const requestRenewal = ({ appID, updatedDate }: { appID: string; updatedDate?: string }) =>
  writeApplication(
    appID,
    apiFetch<RenewalCreated>(`${applicationPath(appID)}/renewal`, { method: "POST", ...(updatedDate ? { body: { updatedDate } } : {}) }).catch(
      takeCurrent(queryKeys.applications.one(appID)),
    ),
  );

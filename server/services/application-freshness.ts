import "server-only";
import type { SessionUser } from "../auth/session-user";
import type { Tx } from "../db";
import { findApplication, toApiApplication } from "./applications";
import { staleConflict, type Freshness } from "./freshness";

export const APPLICATION_CHANGED = "This application was changed by someone else since you loaded it. Reload it to see the changes.";
export const POLICY_CHANGED = "This policy was changed by someone else since you loaded it. Reload it to see the changes.";

/**
 * Freshness of a write to one application: stale is 409 with the application
 * as the viewer reads it now (a policy's refusal also names its status, which
 * the policy screens show).
 */
export function applicationFreshness(
  tx: Tx,
  viewer: Pick<SessionUser, "role" | "agencyId">,
  appID: string,
  basedOn: Date,
  message = APPLICATION_CHANGED,
): Freshness {
  return {
    basedOn,
    stale: async () => {
      const row = await findApplication(viewer, appID, tx);
      const details = message === POLICY_CHANGED ? { currentStatus: row.status } : undefined;
      return staleConflict(message, await toApiApplication(row, tx), details);
    },
  };
}

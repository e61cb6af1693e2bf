import "server-only";
import { isAfterBindStatus } from "@/lib/domain/statuses";
import type { RenewalLink } from "@/lib/schemas/application";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { applicationAccess } from "./access";
import type { Tx } from "./applications";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

const linkSelect = { id: true, productId: true, status: true, updatedAt: true, renewedFromAppId: true, submission: { select: { agencyId: true } } } as const;

async function load(tx: Tx, viewer: Viewer, appID: string) {
  const app = await tx.application.findFirst({ where: { id: appID, ...applicationAccess(viewer) }, select: linkSelect });
  if (!app) throw notFound("Application");
  return app;
}

const stale = () => new AppError("conflict", "This application was changed by someone else since you loaded it. Reload it to see the changes.");
const refuse = (message: string) => new AppError("conflict", message, { renewedFromAppID: [message] });

// Renewal chains are short; a longer walk means bad data, and linking onto it is refused.
const MAX_CHAIN = 200;

/** Whether `appID` is already `from` itself or one of the policies `from` renews (so linking would make a loop). */
async function inChain(tx: Tx, from: string, appID: string): Promise<boolean> {
  let current: string | null = from;
  for (let hops = 0; current && hops < MAX_CHAIN; hops++) {
    if (current === appID) return true;
    const row: { renewedFromAppId: string | null } | null = await tx.application.findUnique({ where: { id: current }, select: { renewedFromAppId: true } });
    current = row?.renewedFromAppId ?? null;
  }
  return current !== null;
}

/**
 * PATCH /api/applications/{appID}/renewal-link: this application renews a
 * bound policy of the same coverage and agency. A link is only that: both
 * applications keep their statuses, answers and documents; the coverage
 * tables list them as renewal and renewed policy (linkedCoverages).
 */
export async function linkRenewal(viewer: Viewer, appID: string, input: RenewalLink) {
  return db.$transaction(async (tx) => {
    const app = await load(tx, viewer, appID);
    if (new Date(input.updatedDate).getTime() !== app.updatedAt.getTime()) throw stale();
    if (input.renewedFromAppID === appID) throw refuse("An application cannot be the renewal of itself.");
    const original = await load(tx, viewer, input.renewedFromAppID);
    if (original.productId !== app.productId) throw refuse("A renewal must be of the same coverage as the policy it renews.");
    if (original.submission.agencyId !== app.submission.agencyId) throw refuse("A renewal must stay with the agency of the policy it renews.");
    if (!isAfterBindStatus(original.status)) throw refuse("Only a bound policy can be renewed.");
    if (await inChain(tx, original.id, appID)) throw refuse("This link would make the application a renewal of itself.");
    const { count } = await tx.application.updateMany({ where: { id: appID, updatedAt: app.updatedAt }, data: { renewedFromAppId: original.id } });
    if (!count) throw stale();
    return { appID, renewedFromAppID: original.id };
  });
}

/** DELETE /api/applications/{appID}/renewal-link: the application is no longer a renewal (its own data is kept). */
export async function unlinkRenewal(viewer: Viewer, appID: string, updatedDate: string) {
  return db.$transaction(async (tx) => {
    const app = await load(tx, viewer, appID);
    if (new Date(updatedDate).getTime() !== app.updatedAt.getTime()) throw stale();
    if (!app.renewedFromAppId) throw new AppError("conflict", "This application is not linked as a renewal.");
    const { count } = await tx.application.updateMany({ where: { id: appID, updatedAt: app.updatedAt }, data: { renewedFromAppId: null } });
    if (!count) throw stale();
    return { appID, renewedFromAppID: null };
  });
}

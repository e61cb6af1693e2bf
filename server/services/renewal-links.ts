import "server-only";
import { isAfterBindStatus } from "@/lib/domain/statuses";
import type { RenewalLink, SubmissionLink } from "@/lib/schemas/application";
import type { RenewalLinkAnswer } from "@/lib/schemas/application-answer";
import type { SessionUser } from "../auth/session-user";
import { db, type Tx } from "../db";
import { AppError, notFound } from "../errors";
import { applicationAccess } from "./access";
import { applicationFreshness } from "./application-freshness";
import { assertFresh, basedOnTime, updateIfFresh } from "./freshness";

type Viewer = Pick<SessionUser, "role" | "agencyId">;

const linkSelect = {
  id: true,
  submissionId: true,
  productId: true,
  status: true,
  updatedAt: true,
  renewedFromAppId: true,
  submission: { select: { agencyId: true } },
  renewedFrom: { select: { submissionId: true } },
} as const;

async function load(tx: Tx, viewer: Viewer, appID: string, submissionID?: string) {
  const app = await tx.application.findFirst({
    where: { id: appID, ...(submissionID && { submissionId: submissionID }), ...applicationAccess(viewer) },
    select: linkSelect,
  });
  if (!app) throw notFound("Application");
  return app;
}
type LinkRow = Awaited<ReturnType<typeof load>>;

/**
 * The application read again once the rows a link or unlink writes are locked, in id order: the application and the
 * policies whose renewal column the database rewrites beside it (the one it is to renew, the one it renewed). Two
 * links made at once the opposite ways round (A renews B, B renews A) take turns instead of deadlocking, and the
 * second is judged on what the first wrote.
 */
async function loadLocked(tx: Tx, viewer: Viewer, appID: string, renewedFromAppID: string | null) {
  const read = await load(tx, viewer, appID);
  const ids = [appID, renewedFromAppID, read.renewedFromAppId].filter((id): id is string => id !== null);
  await tx.$queryRaw`SELECT id FROM "Application" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
  return load(tx, viewer, appID);
}

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
 * Which links an endpoint makes and removes: `/renewal-link` those within
 * the application's submission, `/submission-link` those to a policy of
 * another submission. Each refuses the other's, so a link is always undone
 * where it was made.
 */
type Reach = "submission" | "across";

const reachMessages: Record<Reach, { link: string; unlink: string }> = {
  submission: {
    link: "The policy it renews is in another submission: link it as a renewal across submissions.",
    unlink: "This renewal is linked to a policy of another submission: unlink it as a renewal across submissions.",
  },
  across: {
    link: "The policy it renews is in the same submission: link it as a renewal within the submission.",
    unlink: "This renewal is linked within its submission: unlink it as a renewal within the submission.",
  },
};

const sameSubmission = (reach: Reach, a: string, b: string) => (a === b) === (reach === "submission");

/** The refusals every renewal link shares: itself, coverage, agency, a bound policy, loops. */
async function assertLinkable(tx: Tx, app: LinkRow, original: LinkRow) {
  if (original.id === app.id) throw refuse("An application cannot be the renewal of itself.");
  if (original.productId !== app.productId) throw refuse("A renewal must be of the same coverage as the policy it renews.");
  if (original.submission.agencyId !== app.submission.agencyId) throw refuse("A renewal must stay with the agency of the policy it renews.");
  if (!isAfterBindStatus(original.status)) throw refuse("Only a bound policy can be renewed.");
  if (await inChain(tx, original.id, app.id)) throw refuse("This link would make the application a renewal of itself.");
}

/**
 * This application renews a bound policy of the same coverage and agency. A
 * link is only that: both applications keep their statuses, answers,
 * documents and submissions; the coverage tables list them as renewal and
 * renewed policy (linkedCoverages, read from the one column both ways).
 */
async function link(viewer: Viewer, appID: string, input: RenewalLink & { submissionID?: string }, reach: Reach): Promise<RenewalLinkAnswer> {
  return db.$transaction(async (tx) => {
    const app = await loadLocked(tx, viewer, appID, input.renewedFromAppID);
    const freshness = applicationFreshness(tx, viewer, appID, basedOnTime(input.updatedDate));
    await assertFresh(app.updatedAt, freshness);
    if (input.renewedFromAppID === appID) throw refuse("An application cannot be the renewal of itself.");
    const original = await load(tx, viewer, input.renewedFromAppID, input.submissionID);
    await assertLinkable(tx, app, original);
    if (!sameSubmission(reach, original.submissionId, app.submissionId)) throw refuse(reachMessages[reach].link);
    await updateIfFresh((guard) => tx.application.updateMany({ where: { id: appID, ...guard }, data: { renewedFromAppId: original.id } }), freshness);
    return { appID, renewedFromAppID: original.id };
  });
}

/** The application is no longer a renewal (its own data is kept). */
async function unlink(viewer: Viewer, appID: string, updatedDate: string, reach: Reach): Promise<RenewalLinkAnswer> {
  return db.$transaction(async (tx) => {
    const app = await loadLocked(tx, viewer, appID, null);
    const freshness = applicationFreshness(tx, viewer, appID, basedOnTime(updatedDate));
    await assertFresh(app.updatedAt, freshness);
    if (!app.renewedFromAppId || !app.renewedFrom) throw new AppError("conflict", "This application is not linked as a renewal.");
    if (!sameSubmission(reach, app.renewedFrom.submissionId, app.submissionId)) throw new AppError("conflict", reachMessages[reach].unlink);
    await updateIfFresh((guard) => tx.application.updateMany({ where: { id: appID, ...guard }, data: { renewedFromAppId: null } }), freshness);
    return { appID, renewedFromAppID: null };
  });
}

/** PATCH /api/applications/{appID}/renewal-link: the renewal of a bound policy in the same submission. */
export const linkRenewal = (viewer: Viewer, appID: string, input: RenewalLink) => link(viewer, appID, input, "submission");

/** DELETE /api/applications/{appID}/renewal-link. */
export const unlinkRenewal = (viewer: Viewer, appID: string, updatedDate: string) => unlink(viewer, appID, updatedDate, "submission");

/** PATCH /api/applications/{appID}/submission-link: the renewal of a bound policy of another submission of the same agency. */
export const linkAcrossSubmissions = (viewer: Viewer, appID: string, input: SubmissionLink) => link(viewer, appID, input, "across");

/** DELETE /api/applications/{appID}/submission-link. */
export const unlinkAcrossSubmissions = (viewer: Viewer, appID: string, updatedDate: string) => unlink(viewer, appID, updatedDate, "across");

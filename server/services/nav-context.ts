import "server-only";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { applicationAccess, submissionAccess } from "./access";

export interface PolicyHistoryPresence {
  endorsements: boolean;
  cancellations: boolean;
  reinstatements: boolean;
}

/** What the navigation needs to know about the user's book: whether each policy history and any submission exist. */
export async function navContext(user: SessionUser): Promise<{ history: PolicyHistoryPresence; hasSubmission: boolean }> {
  const application = applicationAccess(user);
  const [endorsement, cancellation, reinstatement, submission] = await Promise.all([
    db.endorsement.findFirst({ where: { application }, select: { id: true } }),
    db.cancellation.findFirst({ where: { application }, select: { id: true } }),
    db.reinstatement.findFirst({ where: { application }, select: { id: true } }),
    db.submission.findFirst({ where: submissionAccess(user), select: { id: true } }),
  ]);
  return {
    history: { endorsements: Boolean(endorsement), cancellations: Boolean(cancellation), reinstatements: Boolean(reinstatement) },
    hasSubmission: Boolean(submission),
  };
}

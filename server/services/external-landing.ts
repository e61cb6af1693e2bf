import "server-only";
import { EXTERNAL_HOME_TRAIT } from "@/lib/domain/traits";
import { idSchema } from "@/lib/schemas/common";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { isFlagOn } from "../flags/evaluate";
import { submissionAccess } from "./access";

/** The user's landing preference (a trait): land on their wholesaler's home page after signing in from it. */
export async function asksForExternalHome(user: Pick<SessionUser, "id">): Promise<boolean> {
  const trait = await db.userTrait.findUnique({ where: { userId_key: { userId: user.id, key: EXTERNAL_HOME_TRAIT } } });
  return trait?.value === "true";
}

const submissionId = idSchema("submissionID");

/** What the landing depends on; a submissionID that is not an id names no submission (and is never sent to the database). */
export async function externalLandingFacts(user: SessionUser, submissionID: string | undefined) {
  const [submission, asks, flagOn] = await Promise.all([
    submissionID && submissionId.safeParse(submissionID).success
      ? db.submission.findFirst({ where: { id: submissionID, ...submissionAccess(user) }, select: { id: true } })
      : null,
    asksForExternalHome(user),
    isFlagOn(user, "landingPagePreferences"),
  ]);
  return { submissionAccessible: Boolean(submission), prefersExternalHome: flagOn && asks };
}

import "server-only";
import { EXTERNAL_HOME_TRAIT } from "@/lib/domain/traits";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { isFlagOn } from "../flags/evaluate";
import { submissionAccess } from "./access";

export async function externalLandingFacts(user: SessionUser, submissionID: string | undefined) {
  const [submission, trait, flagOn] = await Promise.all([
    submissionID ? db.submission.findFirst({ where: { id: submissionID, ...submissionAccess(user) }, select: { id: true } }) : null,
    db.userTrait.findUnique({ where: { userId_key: { userId: user.id, key: EXTERNAL_HOME_TRAIT } } }),
    isFlagOn(user, "landingPagePreferences"),
  ]);
  return { submissionAccessible: Boolean(submission), prefersExternalHome: flagOn && trait?.value === "true" };
}

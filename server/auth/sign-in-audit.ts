import "server-only";
import { z } from "zod";
import type { AuditOutcome } from "@/lib/schemas/audit";
import { log } from "../log";
import { recordAuditEvent } from "../services/audit";
import type { SignInMethod } from "./sessions";

const email = z.email();

export interface RefusedSignIn {
  method: SignInMethod;
  outcome: Exclude<AuditOutcome, "succeeded">;
  /** The account tried, where it exists. */
  userId?: string | null;
  /** The email tried (a handoff token's claimed subject); never the password or the token. */
  email?: string | null;
  /** A handoff token's program. */
  program?: string | null;
}

/**
 * A sign-in attempt that signed nobody in, in the audit trail: filed under
 * the account tried, or the email tried where no account has it (a throttled
 * attempt is refused before the account is looked up, so always under the
 * email). Nobody acted. An attempt that names no email at all is only logged:
 * there is nothing to file it under.
 */
export async function recordRefusedSignIn(attempt: RefusedSignIn): Promise<void> {
  const tried = attempt.email && email.safeParse(attempt.email).success ? attempt.email.toLowerCase() : null;
  const entityId = attempt.userId ?? tried;
  const details = { method: attempt.method, email: tried, ...(attempt.program && { program: attempt.program }) };
  if (!entityId) {
    log.info({ audit: { action: "sign-in", outcome: attempt.outcome, details } }, `sign-in ${attempt.outcome} without an account to file it under`);
    return;
  }
  await recordAuditEvent({ entityType: "User", entityId, action: "sign-in", outcome: attempt.outcome, actorId: null, details });
}

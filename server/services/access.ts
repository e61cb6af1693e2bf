import "server-only";
import type { Prisma } from "../generated/prisma/client";
import type { SessionUser } from "../auth/session-user";
import { canSeeNote } from "@/lib/domain/notes";
import { can } from "@/lib/domain/permissions";

// Matches nothing: an agent without an agency must never widen a query.
const NOTHING = { id: { in: [] as string[] } };

/** The submissions a user may see: an Agent their own agency's, an Underwriter all. */
export function submissionAccess(user: Pick<SessionUser, "role" | "agencyId">): Prisma.SubmissionWhereInput {
  if (can(user.role, "seeEveryAgency")) return {};
  return user.agencyId ? { agencyId: user.agencyId } : NOTHING;
}

export function applicationAccess(user: Pick<SessionUser, "role" | "agencyId">): Prisma.ApplicationWhereInput {
  if (can(user.role, "seeEveryAgency")) return {};
  return user.agencyId ? { submission: { agencyId: user.agencyId } } : NOTHING;
}

/**
 * The cancellations, reinstatements, endorsements and policies (Renewals due) a user may see, by the agency each carries (its submission's):
 * an Agent their own agency's, an Underwriter all. Read through the records' own indexes, so an agent's list stops at
 * its page's end instead of walking other agencies' records.
 */
export function recordAccess(user: Pick<SessionUser, "role" | "agencyId">): { agencyId?: string; id?: { in: string[] } } {
  if (can(user.role, "seeEveryAgency")) return {};
  return user.agencyId ? { agencyId: user.agencyId } : NOTHING;
}

/** The notes a user may see at all: those of submissions they may see, and never an internal one for an agent. */
export function noteAccess(user: Pick<SessionUser, "role" | "agencyId">): Prisma.NoteWhereInput {
  return {
    submission: submissionAccess(user),
    ...(!canSeeNote(user.role, { isInternal: true }) && { isInternal: false }),
  };
}

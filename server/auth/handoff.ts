import "server-only";
import { decodeJwt, jwtVerify } from "jose";
import { effectiveRole } from "@/lib/domain/roles";
import { programByKey, programEndpoints, programForParentAgency } from "@/lib/wholesalers";
import { db } from "../db";
import { can } from "@/lib/domain/permissions";

const MAX_AGE = "5m";

/** Remembers a token until it expires; false when it was used before (a replay). */
async function markUsed(program: string, jti: string, expiresAt: Date): Promise<boolean> {
  await db.handoffToken.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  const { count } = await db.handoffToken.createMany({ data: [{ jti: `${program}:${jti}`, program, expiresAt }], skipDuplicates: true });
  return count === 1;
}

/**
 * Whom a handoff token claims to sign in, and for which known program, read
 * without verifying it: only to file a refused attempt under.
 */
export function claimedHandoff(token: string): { email: string | null; program: string | null } {
  try {
    const { sub, iss } = decodeJwt(token);
    return { email: typeof sub === "string" ? sub : null, program: programByKey(iss)?.key ?? null };
  } catch {
    return { email: null, program: null };
  }
}

/**
 * Verifies a wholesaler's deep-link handoff token: an HS256 JWT signed with the
 * program's secret, issuer = program key, subject = the user's email, at most
 * five minutes old, with a `jti` never seen before (each token signs in once).
 * Only agents of an agency of that very program are signed in this way.
 * Returns the user id, or null for anything else.
 */
export async function verifyHandoffToken(token: string, env = process.env): Promise<string | null> {
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    return null;
  }
  const program = programByKey(issuer);
  const secret = program && programEndpoints(program, env).handoffSecret;
  if (!program || !secret) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: program.key,
      algorithms: ["HS256"],
      maxTokenAge: MAX_AGE,
      requiredClaims: ["sub", "exp", "iat", "jti"],
    });
    const user = await db.user.findUnique({
      where: { email: String(payload.sub).toLowerCase() },
      include: { agency: true },
    });
    // A program signs in only agents of its own agencies: no default program, never an underwriter.
    if (!user?.agency || !can(effectiveRole(user.roles), "signInThroughProgram")) return null;
    if (programForParentAgency(user.agency.parentAgencyId)?.key !== program.key) return null;
    return (await markUsed(program.key, String(payload.jti), new Date(payload.exp! * 1000))) ? user.id : null;
  } catch {
    return null;
  }
}

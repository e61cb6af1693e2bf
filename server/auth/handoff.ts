import "server-only";
import { decodeJwt, jwtVerify } from "jose";
import { effectiveRole } from "@/lib/domain/roles";
import { programByKey, programEndpoints, programForParentAgency } from "@/lib/wholesalers";
import { db } from "../db";

const MAX_AGE = "5m";

/**
 * Verifies a wholesaler's deep-link handoff token: an HS256 JWT signed with the
 * program's secret, issuer = program key, subject = the user's email, at most
 * five minutes old. Only agents of an agency of that very program are signed
 * in this way. Returns the user id, or null for anything else.
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
      requiredClaims: ["sub", "exp", "iat"],
    });
    const user = await db.user.findUnique({
      where: { email: String(payload.sub).toLowerCase() },
      include: { agency: true },
    });
    // A program signs in only agents of its own agencies: no default program, never an underwriter.
    if (!user?.agency || effectiveRole(user.roles) !== "Agent") return null;
    if (programForParentAgency(user.agency.parentAgencyId)?.key !== program.key) return null;
    return user.id;
  } catch {
    return null;
  }
}

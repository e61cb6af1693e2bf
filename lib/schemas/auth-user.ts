import { z } from "zod";
import { roles } from "@/lib/domain/roles";

/** The user as the API answers it (spec 1 §3, User). */
export const apiUserSchema = z.object({
  id: z.string(),
  agencyID: z.string().nullable(),
  /** The agency's name. */
  description: z.string().nullable(),
  parentAgencyID: z.string().nullable(),
  parentAgencyCompanyName: z.string().nullable(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

/** Answer of GET /api/auth/user: the signed-in user and a short-lived API token. */
export const authUserAnswerSchema = z.object({ user: apiUserSchema, jwtToken: z.string(), jwtTokenExpiresAt: z.string() });
export type AuthUserAnswer = z.infer<typeof authUserAnswerSchema>;

/** Answer of DELETE /api/auth/sessions: how many sessions were ended. */
export const sessionsRevokedSchema = z.object({ revoked: z.number().int().nonnegative() });
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

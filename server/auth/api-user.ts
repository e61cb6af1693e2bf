import "server-only";
import type { ApiUser } from "@/lib/schemas/auth-user";
import type { SessionUser } from "./session-user";

/** The user as the API answers it (spec 1 §3, User). */
export function toApiUser(user: SessionUser): ApiUser {
  return {
    id: user.id,
    agencyID: user.agencyId,
    description: user.agencyName,
    parentAgencyID: user.parentAgencyId,
    parentAgencyCompanyName: user.parentAgencyCompanyName,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: [user.role],
  };
}

import "server-only";
import { effectiveRole, type Role } from "@/lib/domain/roles";
import { programForParentAgency } from "@/lib/wholesalers";
import { db } from "../db";

/** The signed-in user as every server check sees it, always read fresh from the database. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phoneNumber: string | null;
  role: Role;
  roles: string[];
  agencyId: string | null;
  agencyName: string | null;
  parentAgencyId: string | null;
  parentAgencyCompanyName: string | null;
  programKey: string;
}

export async function loadSessionUser(id: string): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { id }, include: { agency: true } });
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    role: effectiveRole(user.roles),
    roles: user.roles,
    agencyId: user.agencyId,
    agencyName: user.agency?.name ?? null,
    parentAgencyId: user.agency?.parentAgencyId ?? null,
    parentAgencyCompanyName: user.agency?.parentAgencyCompanyName ?? null,
    programKey: programForParentAgency(user.agency?.parentAgencyId).key,
  };
}

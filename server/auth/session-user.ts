import "server-only";
import { effectiveRole, type Role } from "@/lib/domain/roles";
import { homeProgram } from "@/lib/wholesalers";
import { db } from "../db";
import type { Agency, User } from "../generated/prisma/client";

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
  /** The wholesaler program the user returns to (their agency's, else the default). */
  programKey: string;
}

/** What the session user is made of: the user's row and their agency's. */
export type SessionUserRow = Pick<User, "id" | "email" | "firstName" | "lastName" | "phoneNumber" | "roles" | "agencyId"> & {
  agency: Pick<Agency, "name" | "parentAgencyId" | "parentAgencyCompanyName"> | null;
};

export function toSessionUser(user: SessionUserRow): SessionUser {
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
    programKey: homeProgram(user.agency?.parentAgencyId).key,
  };
}

/** The session user's columns, for a statement that joins "User" u and, left, its "Agency" a. */
export const SESSION_USER_COLUMNS = `u.id, u.email, u."firstName", u."lastName", u."phoneNumber", coalesce(u.roles, '{}') AS roles, u."agencyId",
  a.name AS "agencyName", a."parentAgencyId", a."parentAgencyCompanyName"`;

/** A row of SESSION_USER_COLUMNS. */
export interface SessionUserSqlRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  roles: string[];
  agencyId: string | null;
  agencyName: string | null;
  parentAgencyId: string | null;
  parentAgencyCompanyName: string | null;
}

export function sessionUserOfSqlRow(row: SessionUserSqlRow): SessionUser {
  const agency = row.agencyId ? { name: row.agencyName!, parentAgencyId: row.parentAgencyId, parentAgencyCompanyName: row.parentAgencyCompanyName } : null;
  return toSessionUser({ ...row, agency });
}

export async function loadSessionUser(id: string): Promise<SessionUser | null> {
  const user = await db.user.findUnique({ where: { id }, include: { agency: true } });
  return user && toSessionUser(user);
}

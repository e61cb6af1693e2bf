import "server-only";
import type { AgencyList } from "@/lib/schemas/work-queue";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { can } from "@/lib/domain/permissions";

/** `{ agencies: [{ id, name }] }` by name: every agency for an underwriter, an agent's own for an agent. */
export async function listAgencies(viewer: Pick<SessionUser, "role" | "agencyId">): Promise<AgencyList> {
  const where = can(viewer.role, "seeEveryAgency") ? {} : { id: { in: viewer.agencyId ? [viewer.agencyId] : [] } };
  const agencies = await db.agency.findMany({ where, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return { agencies };
}

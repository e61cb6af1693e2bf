import "server-only";
import { can } from "@/lib/domain/permissions";
import { usStates } from "@/lib/domain/us-states";
import type { SessionUser } from "../auth/session-user";
import { db } from "../db";
import { listAgencies } from "./agencies";
import { listIndustries, type IndustryWithCoverages } from "./catalog";

export interface DashboardOption {
  value: string;
  label: string;
}

/** The choices of the dashboard's filters; agencies only for a viewer who sees every agency. */
export interface DashboardOptions {
  products: DashboardOption[];
  states: DashboardOption[];
  carriers: DashboardOption[];
  agencies: DashboardOption[] | null;
}

/** Every coverage of the catalog once, by name: the work queue's product filter offers the same. */
function productsOf(industries: readonly IndustryWithCoverages[]): DashboardOption[] {
  const products = new Map<string, string>();
  for (const industry of industries) for (const coverage of industry.coverages) products.set(coverage.id, coverage.label);
  return [...products].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** What the dashboard's filters offer: every product and carrier of the catalog, every state, and the agencies the viewer may choose. */
export async function dashboardOptions(viewer: Pick<SessionUser, "role" | "agencyId">): Promise<DashboardOptions> {
  const everyAgency = can(viewer.role, "seeEveryAgency");
  const [industries, carriers, agencies] = await Promise.all([
    listIndustries(viewer),
    db.carrier.findMany({ select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    everyAgency ? listAgencies(viewer) : null,
  ]);
  return {
    products: productsOf(industries),
    states: usStates.map((s) => ({ value: s.code, label: s.name })),
    carriers: carriers.map((c) => ({ value: c.id, label: c.name })),
    agencies: agencies && agencies.agencies.map((a) => ({ value: a.id, label: a.name })),
  };
}

import type { DashboardTable } from "@/lib/schemas/dashboard";

/** The filters of /dashboard as its address carries them: the names of GET /api/dashboard's query. */
export const dashboardFilterNames = ["from", "to", "productID", "state", "agencyID", "carrierID"] as const;
export type DashboardFilterName = (typeof dashboardFilterNames)[number];
export type DashboardFilterValues = Record<DashboardFilterName, string>;

type SearchParams = Record<string, string | string[] | undefined>;

/** Each filter's value in the address: "" when it is absent, the first when it is repeated. */
export function filterValues(search: SearchParams): DashboardFilterValues {
  const value = (name: DashboardFilterName) => {
    const given = search[name];
    return (Array.isArray(given) ? given[0] : given) ?? "";
  };
  return Object.fromEntries(dashboardFilterNames.map((name) => [name, value(name)])) as DashboardFilterValues;
}

/** The query of the filters that have a value, in a fixed order: "?from=…&productID=…", or "" when none has. */
export function dashboardQuery(values: Partial<DashboardFilterValues>): string {
  const params = new URLSearchParams();
  for (const name of dashboardFilterNames) {
    const value = values[name]?.trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The dashboard's address for these filters. */
export const dashboardHref = (values: Partial<DashboardFilterValues>) => `/dashboard${dashboardQuery(values)}`;

/** One table of the dashboard as CSV, for the same filters (GET /api/dashboard/export). */
export function dashboardExportHref(table: DashboardTable, values: Partial<DashboardFilterValues>): string {
  const filters = dashboardQuery(values);
  return `/api/dashboard/export?table=${table}${filters ? `&${filters.slice(1)}` : ""}`;
}

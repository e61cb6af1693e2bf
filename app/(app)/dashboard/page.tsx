import type { Metadata } from "next";
import { DashboardFilters } from "@/components/dashboard/dashboard-filters";
import { DashboardReport } from "@/components/dashboard/dashboard-report";
import { UnauthorizedContent } from "@/components/errors/unauthorized-content";
import { ErrorState } from "@/components/ui/error-state";
import { dashboardQuery, filterValues } from "@/lib/dashboard-address";
import { can } from "@/lib/domain/permissions";
import { pageUser } from "@/server/auth/page-user";
import { dashboardOptions } from "@/server/services/dashboard-options";
import { readDashboard } from "./read-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * /dashboard: the book of business over a range, for the filters in the
 * address; an agent's agency's, an underwriter's of every agency. Rendered
 * on the server, charts included: the page's only script is its filters.
 */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await pageUser();
  if (!user) return <UnauthorizedContent callbackUrl="/dashboard" />;
  const values = filterValues(await searchParams);
  const [options, read] = await Promise.all([dashboardOptions(user), readDashboard(user, values)]);
  const range = read.kind === "read" ? read.dashboard.range : null;
  // The dates the address leaves out are those of the range shown.
  const shown = range ? { ...values, from: values.from || range.from, to: values.to || range.to } : values;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">
          {can(user.role, "seeEveryAgency")
            ? "The book of business of every agency: what was submitted, quoted and bound, and what waits on an underwriter."
            : "Your agency's book of business: what was submitted, quoted and bound, and what waits on an underwriter."}
        </p>
      </div>
      <DashboardFilters key={dashboardQuery(values)} values={shown} options={options} errors={read.kind === "refused" ? read.errors : {}}>
        {read.kind === "read" ? (
          <DashboardReport
            dashboard={read.dashboard}
            exportFilters={{ ...values, from: read.dashboard.range.from, to: read.dashboard.range.to }}
            underwriterScreens={can(user.role, "openUnderwriterScreens")}
            now={new Date()}
          />
        ) : read.kind === "refused" ? (
          <ErrorState message="The figures could not be read for these filters: correct the ones marked above and apply them again." />
        ) : (
          <ErrorState variant="panel" message="The dashboard could not be loaded. Please try again later." />
        )}
      </DashboardFilters>
    </div>
  );
}

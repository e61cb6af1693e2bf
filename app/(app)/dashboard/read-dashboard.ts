import "server-only";
import { notFound } from "next/navigation";
import { dashboardFilterNames, type DashboardFilterName, type DashboardFilterValues } from "@/lib/dashboard-address";
import { dashboardQuerySchema, type Dashboard } from "@/lib/schemas/dashboard";
import type { SessionUser } from "@/server/auth/session-user";
import { AppError } from "@/server/errors";
import { log } from "@/server/log";
import { getDashboard } from "@/server/services/dashboard";

export type FilterErrors = Partial<Record<DashboardFilterName, string>>;

export type DashboardRead = { kind: "read"; dashboard: Dashboard } | { kind: "refused"; errors: FilterErrors } | { kind: "failed" };

const isFilterName = (key: string): key is DashboardFilterName => (dashboardFilterNames as readonly string[]).includes(key);

/** The first message of each filter named; others are covered by the page's general word. */
function filterErrors(messages: [string, string][]): FilterErrors {
  const errors: FilterErrors = {};
  for (const [key, message] of messages) if (isFilterName(key)) errors[key] ??= message;
  return errors;
}

/**
 * The dashboard for the filters of the address, as the page shows it: the
 * figures; the filters' errors when the question cannot be answered (what
 * the API answers 400 or 422); or a failure, logged. Another agency's
 * dashboard, asked for by an agent, is the not-found page.
 */
export async function readDashboard(user: SessionUser, values: DashboardFilterValues): Promise<DashboardRead> {
  const query = dashboardQuerySchema.safeParse(values);
  if (!query.success) return { kind: "refused", errors: filterErrors(query.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
  try {
    return { kind: "read", dashboard: await getDashboard(user, query.data) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    if (error instanceof AppError && error.status === 422) {
      const fields = Object.entries(error.fields ?? {}).flatMap(([key, messages]) => messages.slice(0, 1).map((m): [string, string] => [key, m]));
      return { kind: "refused", errors: filterErrors(fields) };
    }
    log.error({ err: error, userId: user.id }, "the dashboard could not be read");
    return { kind: "failed" };
  }
}

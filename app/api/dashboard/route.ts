import { dashboardQuerySchema, dashboardSchema } from "@/lib/schemas/dashboard";
import { withAuth } from "@/server/api/with-auth";
import { getDashboard } from "@/server/services/dashboard";

/** The book of business over a range: an agent's own agency, an underwriter's every agency (or the one asked for). */
export const GET = withAuth({ may: "readDashboard", answer: dashboardSchema, query: dashboardQuerySchema }, async ({ user, query }) =>
  getDashboard(user, query),
);

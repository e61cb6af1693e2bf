import { dashboardExportQuerySchema } from "@/lib/schemas/dashboard";
import { withAuth } from "@/server/api/with-auth";
import { dashboardCsv } from "@/server/services/dashboard-export";

/** One table of the dashboard as CSV (RFC 4180; a cell a spreadsheet would run as a formula is quoted as text). */
export const GET = withAuth({ may: "readDashboard", answer: { file: "text/csv" }, query: dashboardExportQuerySchema }, async ({ user, query, requestId }) =>
  dashboardCsv(user, query, requestId),
);

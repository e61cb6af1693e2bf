import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { DashboardExportQuery } from "@/lib/schemas/dashboard";
import type { SessionUser } from "../auth/session-user";
import { notFound } from "../errors";
import { attachmentDisposition } from "./content-disposition";
import { getDashboard } from "./dashboard";
import { dashboardCsvName, dashboardTableRows } from "./dashboard-tables";

/**
 * GET /api/dashboard/export: the table, streamed as CSV with CRLF line ends
 * and quotes where a cell needs them; a text cell starting with =, +, -, @,
 * tab or carriage return gets a leading apostrophe so no spreadsheet runs it.
 */
export async function dashboardCsv(viewer: Pick<SessionUser, "role" | "agencyId">, query: DashboardExportQuery, requestId: string): Promise<Response> {
  const { table, ...filters } = query;
  const dashboard = await getDashboard(viewer, filters);
  const rows = dashboardTableRows(dashboard, table);
  if (!rows) throw notFound("Table");
  const csv = Readable.from(rows).pipe(stringify({ record_delimiter: "windows", escape_formulas: true }));
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": attachmentDisposition(dashboardCsvName(dashboard, table)),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "x-request-id": requestId,
    },
  });
}

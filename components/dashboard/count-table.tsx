import type { CountRow } from "@/lib/schemas/dashboard";
import { DataTable } from "./data-table";
import { DashboardSection } from "./dashboard-section";
import { formatCount } from "./format";
import { NoData } from "./no-data";

export interface CountTableProps {
  id: string;
  title: string;
  /** The headers of the two columns: what a row is, and what is counted. */
  keyedBy: string;
  counted: string;
  rows: readonly CountRow[];
  /** Said instead of an empty table. */
  none: string;
  exportHref: string;
}

/** Counts in the range by reason or status, most first. */
export function CountTable({ id, title, keyedBy, counted, rows, none, exportHref }: CountTableProps) {
  return (
    <DashboardSection id={id} title={title} exportHref={exportHref}>
      {rows.length > 0 ? (
        <DataTable
          caption={title}
          columns={[{ header: keyedBy }, { header: counted, numeric: true }]}
          rows={rows.map((row) => [row.label, formatCount(row.count)])}
        />
      ) : (
        <NoData>{none}</NoData>
      )}
    </DashboardSection>
  );
}

import type { PremiumRow } from "@/lib/schemas/dashboard";
import { DataTable } from "./data-table";
import { DashboardSection } from "./dashboard-section";
import { NoData } from "./no-data";
import { premiumCells, premiumColumns } from "./premium-rows";

export interface PremiumTableProps {
  id: string;
  title: string;
  /** What each row is: "Product", "Carrier", "Agency". */
  keyedBy: string;
  rows: readonly PremiumRow[];
  exportHref: string;
}

/** Premium bound and policies in the range, one row per product, carrier or agency. */
export function PremiumTable({ id, title, keyedBy, rows, exportHref }: PremiumTableProps) {
  return (
    <DashboardSection id={id} title={title} exportHref={exportHref}>
      {rows.length > 0 ? (
        <DataTable caption={title} columns={premiumColumns(keyedBy)} rows={premiumCells(rows)} />
      ) : (
        <NoData>No premium was bound in this range.</NoData>
      )}
    </DashboardSection>
  );
}

import { formatCurrency } from "@/lib/domain/costs";
import type { PremiumRow } from "@/lib/schemas/dashboard";
import type { DataColumn } from "./data-table";
import { formatCount } from "./format";

/** The columns of a premium table whose rows are keyed by `first` (a month, a product, a state…). */
export const premiumColumns = (first: string): DataColumn[] => [
  { header: first },
  { header: "Policies bound", numeric: true },
  { header: "Premium bound", numeric: true },
];

/** Each row's cells under premiumColumns. */
export const premiumCells = (rows: readonly PremiumRow[]) => rows.map((row) => [row.label, formatCount(row.policies), formatCurrency(row.premiumCents)]);

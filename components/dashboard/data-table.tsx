import type { ReactNode } from "react";

export interface DataColumn {
  header: string;
  /** Figures are right-aligned so their digits line up. */
  numeric?: boolean;
}

export interface DataTableProps {
  caption: string;
  columns: readonly DataColumn[];
  /** One array of cells per row; the first cell names the row. */
  rows: readonly (readonly ReactNode[])[];
}

const align = (column: DataColumn | undefined) => (column?.numeric ? "text-right tabular-nums" : "text-left");

/** The dashboard's tables, and the table beside each chart: the first column heads its row. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-3 py-2 ${align(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={`px-3 py-2 font-medium text-slate-900 ${align(columns[i])}`}>
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={`px-3 py-2 text-slate-700 ${align(columns[i])}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

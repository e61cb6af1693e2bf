import { DataTable, type DataTableProps } from "./data-table";

/** A chart's numbers as a table, folded under the chart; a summary opens it from the keyboard and screen readers alike. */
export function TableAlternative(props: DataTableProps) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">Show as table</summary>
      <div className="mt-2">
        <DataTable {...props} />
      </div>
    </details>
  );
}

import type { ReactNode } from "react";
import { ariaSort, nextSort, type ListSort, type SortDirection } from "@/lib/domain/list-sort";

/** A heading that sorts the list by its column: the first click in `startsWith`, each next one the other way round. */
export interface SortableColumn {
  label: string;
  sortKey: string;
  startsWith: SortDirection;
  /** A column of amounts, read against the right edge. */
  alignEnd?: boolean;
}

const arrows = { ascending: "▲", descending: "▼", none: "↕" } as const;

const isSortable = (column: ReactNode | SortableColumn): column is SortableColumn => typeof column === "object" && column !== null && "sortKey" in column;

export interface ListTableProps {
  /** What the table lists, for screen readers. */
  caption: string;
  /** The column headings in order; `false` leaves a column out; a sortable column is a button that sorts by it. */
  columns: readonly (ReactNode | SortableColumn | false)[];
  /** The list's sort and how to change it, for its sortable columns. */
  sort?: { current: ListSort; onSort: (next: ListSort) => void };
  /** Dims the rows shown while the ones asked for load in their place. */
  dimmed?: boolean;
  /** Narrower cell padding (px-2.5), for a table of many columns that must fit beside the navigation; its rows' cells use the same. */
  compact?: boolean;
  /** The table's body. */
  children: ReactNode;
}

/** A list page's table: the caption, the heading row and the body, scrolling sideways on narrow screens. */
export function ListTable({ caption, columns, sort, dimmed = false, compact = false, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${dimmed ? "opacity-60" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns
              .filter((column) => column !== false)
              .map((column, index) =>
                isSortable(column) && sort ? (
                  <th
                    key={index}
                    scope="col"
                    aria-sort={ariaSort(sort.current, column.sortKey)}
                    className={`${compact ? "px-2.5" : "px-4"} py-3 ${column.alignEnd ? "text-right" : ""}`}
                  >
                    <button
                      type="button"
                      onClick={() => sort.onSort(nextSort(sort.current, column.sortKey, column.startsWith))}
                      className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {column.label}
                      <span aria-hidden="true">{arrows[ariaSort(sort.current, column.sortKey)]}</span>
                    </button>
                  </th>
                ) : (
                  <th key={index} scope="col" className={`${compact ? "px-2.5" : "px-4"} py-3`}>
                    {isSortable(column) ? column.label : column}
                  </th>
                ),
              )}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A heading only screen readers read, for a column of buttons. */
export const hiddenHeading = (text: string) => <span className="sr-only">{text}</span>;

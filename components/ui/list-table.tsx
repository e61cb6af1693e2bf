import type { ReactNode } from "react";

export interface ListTableProps {
  /** What the table lists, for screen readers. */
  caption: string;
  /** The column headings in order; `false` leaves a column out. */
  columns: readonly (ReactNode | false)[];
  /** Dims the rows shown while the ones asked for load in their place. */
  dimmed?: boolean;
  /** Narrower cell padding (px-3), for a table of many columns that must fit beside the navigation; its rows' cells use the same. */
  compact?: boolean;
  /** The table's body. */
  children: ReactNode;
}

/** A list page's table: the caption, the heading row and the body, scrolling sideways on narrow screens. */
export function ListTable({ caption, columns, dimmed = false, compact = false, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full text-left text-sm ${dimmed ? "opacity-60" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns
              .filter((column) => column !== false)
              .map((column, index) => (
                <th key={index} scope="col" className={`${compact ? "px-3" : "px-4"} py-3`}>
                  {column}
                </th>
              ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/** A heading only screen readers read, for a column of buttons. */
export const hiddenHeading = (text: string) => <span className="sr-only">{text}</span>;

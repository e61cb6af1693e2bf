import type { ReactNode } from "react";
import { ExportLink } from "./export-link";

export interface DashboardSectionProps {
  /** Unique on the page: the heading's id is made from it. */
  id: string;
  title: string;
  description?: ReactNode;
  /** The section's table as CSV. */
  exportHref?: string;
  children: ReactNode;
}

/** One chart or table of the dashboard: a titled card with its CSV export. */
export function DashboardSection({ id, title, description, exportHref, children }: DashboardSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {exportHref ? <ExportLink href={exportHref} what={title} /> : null}
      </div>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

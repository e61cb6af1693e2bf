import type { ReactNode } from "react";

export interface FigureCardProps {
  label: string;
  value: string;
  /** Lines under the figure: what it is made of. */
  children?: ReactNode;
}

/** One figure of the dashboard's summary: a term of its list, the figure large, details small. */
export function FigureCard({ label, value, children }: FigureCardProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {children ? <dd className="mt-1 text-xs text-slate-600">{children}</dd> : null}
    </div>
  );
}

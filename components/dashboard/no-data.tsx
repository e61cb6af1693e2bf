import type { ReactNode } from "react";

/** Said in place of a chart or table with nothing to show: no empty axes. */
export function NoData({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}

import type { ReactNode } from "react";

/** One label and its value in a definition list (`<dl>`): the policy summary's facts, a record's details. */
export function LabelledTerm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "./button";

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** The step that fills the empty place, shown as a button. */
  actionHref?: string;
  actionLabel?: string;
}

export function EmptyState({ title, children, actionHref, actionLabel }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
      {actionHref && actionLabel ? (
        <Link href={actionHref} className={buttonClass({ className: "mt-5" })}>
          {actionLabel}
        </Link>
      ) : null}
    </div>
  );
}

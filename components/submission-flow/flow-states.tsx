import Link from "next/link";
import type { ReactNode } from "react";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";

/** A polite "loading" line for a screen or a section. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-600">
      <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" />
      {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-sm text-red-800">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ title, children, actionHref, actionLabel }: { title: string; children?: ReactNode; actionHref?: string; actionLabel?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-2 text-sm text-slate-600">{children}</div> : null}
      {actionHref && actionLabel ? (
        <Link href={actionHref} className={`${primaryButton} mt-5`}>
          {actionLabel}
        </Link>
      ) : null}
    </div>
  );
}

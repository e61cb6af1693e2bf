import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

export interface ErrorPageProps {
  heading: string;
  message: ReactNode;
  actionLabel: string;
  actionHref: string;
  /** A large decorative code above the heading, e.g. "404". */
  code?: string;
}

/** The shared error layout. It renders no <main>, so it fits inside the app shell or a bare page alike. */
export function ErrorPage({ heading, message, actionLabel, actionHref, code }: ErrorPageProps) {
  return (
    <section aria-labelledby="error-heading" className="mx-auto flex w-full max-w-xl flex-col items-center px-6 py-20 text-center">
      <div className="w-full rounded-2xl border border-slate-200 bg-white px-8 py-12 shadow-sm">
        {code ? (
          <p aria-hidden="true" className="text-6xl font-extrabold tracking-tight text-brand-500">
            {code}
          </p>
        ) : null}
        <h1 id="error-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {heading}
        </h1>
        <p className="mt-4 text-base text-slate-600">{message}</p>
        <Link href={actionHref} className={buttonClass({ size: "lg", className: "mt-8" })}>
          {actionLabel}
        </Link>
      </div>
    </section>
  );
}

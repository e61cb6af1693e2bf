import { StatusBadge } from "@/components/ui/status-badge";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { appCentralBlocks, appCentralBuckets, blockTotalCents } from "@/lib/domain/app-central";
import { formatWholeDollars } from "@/lib/domain/costs";
import { ProductIcon } from "./product-icon";

/** The three stepped blocks: which of the submission's applications are at each stage (spec 1 §4 buckets). */
export function SubmissionSteps({ coverages }: { coverages: SubmissionCoverage[] }) {
  const buckets = appCentralBuckets(coverages);
  return (
    <ol className="grid gap-4 md:grid-cols-3" aria-label="Submission progress">
      {appCentralBlocks.map(({ bucket, title }, index) => {
        const apps = buckets[bucket];
        const headingId = `step-${bucket}`;
        const total = bucket === "finalized" ? blockTotalCents(apps) : null;
        return (
          <li key={bucket} className="flex">
            <section aria-labelledby={headingId} className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`inline-flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold ${apps.length ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-600"}`}
                >
                  {index + 1}
                </span>
                <h2 id={headingId} className="text-base font-semibold text-slate-900">
                  {title}
                </h2>
                <span className="ml-auto text-xs font-medium text-slate-500">{apps.length === 1 ? "1 application" : `${apps.length} applications`}</span>
              </div>
              {apps.length ? (
                <ul className="mt-3 flex flex-col gap-2">
                  {apps.map((app) => (
                    <li key={app.appID} className="flex items-center gap-2 text-sm">
                      <ProductIcon icon={app.icon} className="h-7 w-7" />
                      <span className="min-w-0 flex-1 truncate text-slate-800" title={app.productName}>
                        {app.productName}
                        {app.renewedFromAppID ? <span className="text-slate-500"> (renewal)</span> : null}
                      </span>
                      <StatusBadge status={app.status} isWholesale={app.isWholesale} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-slate-500">No applications at this step.</p>
              )}
              {total !== null ? (
                <p className="mt-3 flex items-baseline justify-between border-t border-slate-100 pt-3 text-sm text-slate-700">
                  Total cost <strong className="text-base text-slate-900 tabular-nums">{formatWholeDollars(total)}</strong>
                </p>
              ) : null}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

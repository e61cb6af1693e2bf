"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { StatusBadge } from "@/components/ui/status-badge";
import { Timestamp } from "@/components/ui/timestamp";
import type { SubmissionCoverage } from "@/lib/api/submission-list";
import { RENEWAL_LIST_STEP, visibleRenewalCount } from "@/lib/domain/post-bind";
import { reviewHref } from "@/lib/domain/review-target";
import { statusLabel } from "@/lib/domain/statuses";

export interface RenewalListProps {
  productName: string;
  renewals: SubmissionCoverage[];
  /** Underwriters remove a renewal link from the list (the cancel renewal link modal). */
  onUnlinkRenewal?: (renewal: SubmissionCoverage) => void;
}

/** A policy's renewals under its row, opened from 'Show renewals': the first few, then more on each 'View More'. */
export function RenewalList({ productName, renewals, onUnlinkRenewal }: RenewalListProps) {
  const [moreClicks, setMoreClicks] = useState(0);
  const shown = visibleRenewalCount(renewals.length, moreClicks);
  const list = useRef<HTMLUListElement>(null);
  function viewMore() {
    setMoreClicks((n) => n + 1);
    // The button goes once all are shown: focus moves to the first renewal it brought rather than to the page.
    requestAnimationFrame(() => list.current?.children[shown]?.querySelector("a")?.focus());
  }
  return (
    <>
      <ul ref={list} aria-label={`Renewals of ${productName}`} className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {renewals.slice(0, shown).map((renewal) => (
          <li key={renewal.appID} className="flex flex-wrap items-center gap-3 px-4 py-2">
            <span className="font-medium text-slate-800">{renewal.productName} renewal</span>
            <StatusBadge status={renewal.standing ?? renewal.status} isWholesale={renewal.isWholesale} />
            <span className="text-xs text-slate-500">
              Updated <Timestamp iso={renewal.updatedDate} />
            </span>
            <Link
              href={reviewHref(renewal.appID, renewal.status)}
              aria-label={`Review ${renewal.productName} renewal (${statusLabel(renewal.status)})`}
              className="ml-auto text-xs font-semibold text-brand-700 hover:underline"
            >
              Review
            </Link>
            {onUnlinkRenewal ? (
              <button
                type="button"
                onClick={() => onUnlinkRenewal(renewal)}
                aria-label={`Unlink, cancel renewal link of ${renewal.productName} renewal (${statusLabel(renewal.status)})`}
                className="text-xs font-semibold text-slate-600 hover:underline"
              >
                Unlink
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {shown < renewals.length ? (
        <button
          type="button"
          onClick={viewMore}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
          aria-label={`View More renewals (${Math.min(RENEWAL_LIST_STEP, renewals.length - shown)} more)`}
        >
          View More
        </button>
      ) : null}
    </>
  );
}

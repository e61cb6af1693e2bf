"use client";

import Link from "next/link";
import { useDebouncedValue } from "@/components/forms/use-debounced-value";
import { useOwnDuplicates } from "@/lib/api/own-duplicates";
import { OWN_DUPLICATE_MESSAGE, reasonLabels } from "@/lib/domain/clearance";

// Compared once typing pauses, not on every key.
const TYPING_PAUSE_MS = 500;

/** What an agent is typing on the insured form, as it is typed. */
export interface TypedInsured {
  companyName: string;
  feinSsnNumber: string;
  streetAddress: string;
  zip: string;
}

/**
 * While an agent fills in the insured, says whether the agency already has a submission for it (same FEIN / SSN,
 * a similar name at the same address, or the same name), with a link to it: before a double is saved.
 */
export function OwnDuplicateNotice({ typed: now, submissionID }: { typed: TypedInsured; submissionID: string | null }) {
  // Debounced as text: an equal value then settles instead of starting the timer again.
  const typed = useDebouncedValue(JSON.stringify(now), TYPING_PAUSE_MS);
  const duplicates = useOwnDuplicates({ ...(JSON.parse(typed) as Record<string, string>), excludeSubmissionID: submissionID ?? undefined });
  const matches = duplicates.data?.matches ?? [];
  if (!matches.length) return null;
  return (
    <div role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{OWN_DUPLICATE_MESSAGE}</p>
      <ul className="mt-1 list-disc pl-5">
        {matches.map((m) => (
          <li key={m.submissionID}>
            <Link href={`/app-central?submissionID=${encodeURIComponent(m.submissionID)}`} className="font-semibold text-brand-700 underline">
              {m.insuredName || "Unnamed insured"}
            </Link>{" "}
            ({m.reasons.map((r) => reasonLabels[r].toLowerCase()).join(", ")})
          </li>
        ))}
      </ul>
    </div>
  );
}

"use client";

import Link from "next/link";
import { useEndorsement } from "./endorsement-frame";
import { PolicyHeading } from "./policy-heading";
import { buttonClass } from "@/components/ui/button";

/** /coverage/{appID}/endorsement/submitted: the request is sent; it waits for the underwriter under Requested in the endorsement history. */
export function EndorsementSubmitted() {
  const { app } = useEndorsement();
  return (
    <>
      <PolicyHeading title="Endorsement submitted" />
      <section aria-labelledby="submitted-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="submitted-heading" className="text-base font-semibold text-slate-900">
          Your endorsement request has been sent
        </h2>
        <p role="status" className="mt-2 text-sm text-slate-600">
          The underwriter reviews and prices it; you can follow it under Requested in the endorsement history.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={`/coverage/${encodeURIComponent(app.appID)}/summary`} className={buttonClass()}>
            Back to Policy Summary
          </Link>
          <Link href="/endorsement-history" className={buttonClass({ variant: "secondary" })}>
            Endorsement history
          </Link>
        </div>
      </section>
    </>
  );
}

"use client";

import Link from "next/link";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUSINESS_TYPE_SECTION, COMPANY_INFO_SECTION, draftChanges } from "@/lib/forms/endorsement-draft";
import { endorsementPath } from "./draft";
import { DraftChanges } from "./draft-changes";
import { useEndorsement } from "./endorsement-frame";
import { PolicyHeading } from "./policy-heading";
import { Button, buttonClass } from "@/components/ui/button";

/** /coverage/{appID}/endorsement: what can change, the draft so far, and on to review. */
export function EndorsementStart() {
  const { app, draft, discardDraft } = useEndorsement();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const changes = draftChanges(draft);
  const sections = [
    { id: COMPANY_INFO_SECTION, label: "Company Info" },
    { id: BUSINESS_TYPE_SECTION, label: "Business Type" },
    ...app.sectionGroups.map((g) => ({ id: g.id, label: g.label })),
  ];
  const countOf = (sectionID: string) => changes.filter((c) => c.sectionID === sectionID).length;

  return (
    <>
      <PolicyHeading title="Endorse this policy" />
      {draft.modifiesEndorsementID ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This draft modifies a submitted endorsement: submitting it archives that endorsement.
        </p>
      ) : null}

      <section aria-labelledby="sections-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="sections-heading" className="text-base font-semibold text-slate-900">
          What to change
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {sections.map((s) => {
            const count = countOf(s.id);
            return (
              <li key={s.id} className="flex items-center justify-between gap-3 py-2">
                <Link
                  href={endorsementPath(app.appID, `details/${encodeURIComponent(s.id)}`)}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {s.label}
                </Link>
                {count ? <span className="text-xs text-slate-600">{count === 1 ? "1 change" : `${count} changes`}</span> : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="draft-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="draft-heading" className="text-base font-semibold text-slate-900">
          Changes so far
        </h2>
        <div className="mt-3">
          {changes.length ? <DraftChanges changes={changes} /> : <p className="text-sm text-slate-600">No changes yet. Choose what to change above.</p>}
        </div>
        <div className="mt-5 flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-4">
          <Button variant="secondary" onClick={() => setConfirmDiscard(true)} disabled={changes.length === 0 && !draft.modifiesEndorsementID}>
            Discard draft
          </Button>
          {changes.length ? (
            <Link href={endorsementPath(app.appID, "review")} className={buttonClass()}>
              Review
            </Link>
          ) : (
            <Button disabled>Review</Button>
          )}
        </div>
      </section>

      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard draft"
        message="Every change of this draft will be removed. This cannot be undone."
        confirmLabel="Discard draft"
        tone="danger"
        onConfirm={discardDraft}
      />
    </>
  );
}

"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { UploadSection } from "@/components/documents/upload-section";
import { toast } from "@/components/ui/toast";
import { refusalMessage } from "@/lib/api/refusal";
import { useApplicationWrite } from "@/lib/api/underwriting";
import { formatDay } from "@/lib/domain/dates";
import { missingForQuote, pricingReadiness } from "@/lib/domain/policy-readiness";
import { uploadableCategories } from "@/lib/domain/documents";
import { statusLabel } from "@/lib/domain/statuses";
import { approveTarget, evaluateTransition, PRECONDITIONS_MET, UPLOAD_DOCUMENT_MESSAGE } from "@/lib/domain/transitions";
import { quoteDocuments } from "@/lib/domain/underwriting";
import { Button, buttonClass } from "@/components/ui/button";
import { useStepFrame } from "./step-frame";
import type { ApiApplication } from "@/lib/schemas/application-answer";

export const QUOTE_APPROVAL_FAILED = "Quote could not be approved";

/**
 * Finalize Quote: the quote documents on file, and Approve once the quote is priced (a carrier and a total cost, as the
 * server asks) and there is at least one quote document (or at once where the proposal the approval generates stands
 * for one: the flag generated-quote-satisfies-approval). What Approve waits for is said beside it.
 */
export function FinalizeStep({ app, continueHref, generatedQuoteSuffices }: { app: ApiApplication; continueHref: string; generatedQuoteSuffices: boolean }) {
  const reasonId = useId();
  const patch = useApplicationWrite(app);
  const isWholesale = app.product.isWholesale;
  const target = approveTarget(isWholesale);
  const quotes = quoteDocuments(app.documents);
  const missingQuote = quotes.length === 0 && !generatedQuoteSuffices;
  const unpriced = missingForQuote(pricingReadiness({ selectedCarrierID: app.carriers.selectedCarrierID, totalCost: app.totalCost }));
  const blocked = unpriced ?? (missingQuote ? UPLOAD_DOCUMENT_MESSAGE : null);
  const approvable = evaluateTransition({
    kind: "approveQuote",
    role: "Underwriter",
    isWholesale,
    from: app.status,
    to: target,
    flags: { allowEveryStatus: false, proceedToBind: false },
    ...PRECONDITIONS_MET,
  }).allowed;
  const approved = app.status === target;
  const canUpload = uploadableCategories("Underwriter", app.status).includes("upload_finalize_quote");
  // Approve waits while a quote document is being deleted (spec 2 §5).
  const [deleting, setDeleting] = useState(false);

  async function approve() {
    try {
      await patch.write({ status: target });
      toast.success(`Status changed to ${statusLabel(target)}`, { groupKey: "status" });
    } catch (error) {
      toast.error(refusalMessage(error, QUOTE_APPROVAL_FAILED), { groupKey: "approve" });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <UploadSection
        title="Quote documents"
        appID={app.appID}
        category="upload_finalize_quote"
        classification="quote"
        uploaderType={canUpload ? "Underwriter" : null}
        documents={quotes}
        onRowsChange={(rows) => setDeleting(rows.some((r) => r.tag === "Deleting"))}
      />
      {approved ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          Quote approved{app.quoteValidUntil ? `, valid until ${formatDay(app.quoteValidUntil)}` : ""}.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {approvable && blocked ? (
          <p id={reasonId} className="text-sm text-slate-600">
            {blocked}
          </p>
        ) : null}
        {approvable ? (
          <Button disabled={Boolean(blocked) || deleting || patch.isPending} aria-describedby={blocked ? reasonId : undefined} onClick={() => void approve()}>
            Approve
          </Button>
        ) : (
          <Link href={continueHref} className={buttonClass()}>
            Continue
          </Link>
        )}
      </div>
    </div>
  );
}

/** Finalize Quote, in the frame the step page puts it in. */
export function FinalizeStepPart() {
  const { app, href, flags } = useStepFrame();
  return <FinalizeStep app={app} continueHref={href("bind")} generatedQuoteSuffices={flags.generatedQuoteSatisfiesApproval} />;
}

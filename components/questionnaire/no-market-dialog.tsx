"use client";

import { Dialog } from "@/components/ui/dialog";
import { HOMEOWNERS_SUPPORT_EMAIL } from "@/lib/support";

export interface NoMarketDialogProps {
  open: boolean;
  /** Homeowners points to the support mailbox (spec 1 §4). */
  isHomeowners: boolean;
  /** Closing the dialog returns the user to /app-central. */
  onClose: () => void;
}

export function NoMarketDialog({ open, isHomeowners, onClose }: NoMarketDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="No market available"
      description="None of our markets can offer this coverage for the insured."
      footer={
        <button type="button" onClick={onClose} className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          Back to App Central
        </button>
      }
    >
      {isHomeowners ? (
        <p>
          For help placing this homeowners risk, write to our support team at{" "}
          <a href={`mailto:${HOMEOWNERS_SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline">
            {HOMEOWNERS_SUPPORT_EMAIL}
          </a>
          .
        </p>
      ) : (
        <p>You can look for other coverages for this insured from App Central.</p>
      )}
    </Dialog>
  );
}

"use client";

import { Dialog } from "@/components/ui/dialog";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";

export function RequestAccessDialog({
  coverage,
  onOpenChange,
}: {
  coverage: { label: string; requestAccessUrl: string | null } | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={coverage !== null}
      onOpenChange={onOpenChange}
      title="Request access"
      description={coverage ? `Your agency does not have access to ${coverage.label} yet. Request access and you will be told once your agency can submit it.` : undefined}
      footer={
        <>
          <button type="button" onClick={() => onOpenChange(false)} className={secondaryButton}>
            Close
          </button>
          {coverage?.requestAccessUrl ? (
            <a href={coverage.requestAccessUrl} target="_blank" rel="noopener noreferrer" className={primaryButton}>
              Request access<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </>
      }
    />
  );
}

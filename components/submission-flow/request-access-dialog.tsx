"use client";

import { Dialog } from "@/components/ui/dialog";
import { Button, buttonClass } from "@/components/ui/button";

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
      description={
        coverage ? `Your agency does not have access to ${coverage.label} yet. Request access and you will be told once your agency can submit it.` : undefined
      }
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} variant="secondary">
            Close
          </Button>
          {coverage?.requestAccessUrl ? (
            <a href={coverage.requestAccessUrl} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
              Request access<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </>
      }
    />
  );
}

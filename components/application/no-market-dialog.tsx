"use client";

import { Dialog } from "@/components/ui/dialog";
import type { NoMarketNotice } from "@/lib/domain/no-market";
import { Button } from "@/components/ui/button";

export interface NoMarketDialogProps {
  notice: NoMarketNotice | null;
  /** Closing it, however, returns the user to /app-central (spec 1 §4). */
  onClose: () => void;
}

export function NoMarketDialog({ notice, onClose }: NoMarketDialogProps) {
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={notice?.title ?? ""}
      description={
        notice ? (
          <>
            {notice.message}
            {notice.supportMailbox ? (
              <>
                {" "}
                <a className="font-semibold text-brand-700 underline" href={`mailto:${notice.supportMailbox}`}>
                  {notice.supportMailbox}
                </a>
              </>
            ) : null}
          </>
        ) : null
      }
      footer={<Button onClick={onClose}>Back to Submissions</Button>}
    />
  );
}

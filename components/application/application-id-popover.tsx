"use client";

import { useState } from "react";
import { Popover } from "@/components/ui/popover";
import { Button } from "@/components/ui/button";

export function ApplicationIdPopover({ appID }: { appID: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(appID);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Popover
      align="end"
      label="Application ID"
      className="w-96 p-4"
      onOpenChange={() => setCopied(false)}
      trigger={
        <Button aria-label="Application ID" variant="secondary" size="sm">
          ID
        </Button>
      }
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Application ID</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900">{appID}</code>
        <Button onClick={() => void copy()} variant="secondary" size="sm">
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </Popover>
  );
}

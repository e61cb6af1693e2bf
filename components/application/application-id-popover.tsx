"use client";

import { useState } from "react";
import { Popover } from "@/components/ui/popover";

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
        <button type="button" aria-label="Application ID" className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-2.5 text-xs font-semibold text-slate-700 hover:bg-slate-50">
          ID
        </button>
      }
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Application ID</p>
      <div className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900">{appID}</code>
        <button type="button" onClick={() => void copy()} className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-50">
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </Popover>
  );
}

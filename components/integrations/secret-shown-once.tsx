"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

export interface SecretShownOnceProps {
  /** What the secret is, as a heading: "Your new API key". */
  title: string;
  secret: string;
  /** What it is for, said under the heading. */
  children: string;
  onDone: () => void;
}

/** A key or signing secret, shown the one time the server answers it, with a button to copy it. */
export function SecretShownOnce({ title, secret, children, onDone }: SecretShownOnceProps) {
  const [copied, setCopied] = useState(false);
  const copy = useRef<HTMLButtonElement>(null);
  // Shown once: focus goes to it, so a keyboard or screen reader user is not left on the form that closed.
  useEffect(() => copy.current?.focus(), []);
  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 className="font-semibold">{title}</h3>
      <p>{children} Copy it now: it will not be shown again.</p>
      <code className="block overflow-x-auto rounded border border-amber-200 bg-white px-3 py-2 font-mono text-xs break-all text-slate-900">{secret}</code>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={copy}
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy
        </Button>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
        <span role="status" className="text-xs">
          {copied ? "Copied." : ""}
        </span>
      </div>
    </section>
  );
}

"use client";

import { Suspense, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoadingState } from "@/components/ui/loading-state";

export interface RevealedFormProps {
  /** The button that opens the form: "New API key". */
  label: string;
  /** Starts loading the form's code, when the button is first pointed at or focused. */
  preload: () => void;
  /** The form, given a way to close it again. */
  children: (close: () => void) => ReactNode;
}

/** A form behind a button: its code (the form library and its rules) loads when it is wanted, not with the page. */
export function RevealedForm({ label, preload, children }: RevealedFormProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {label}
      </Button>
    );
  }
  return <Suspense fallback={<LoadingState label="Loading the form…" />}>{children(() => setOpen(false))}</Suspense>;
}

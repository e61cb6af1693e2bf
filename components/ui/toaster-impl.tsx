"use client";

import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { TOAST_DURATION_MS } from "@/components/ui/toast";

// Sonner's own rich colours put text under 4.5:1 on its tinted backgrounds; these darker ones (Tailwind's 800/900) pass.
const readableColours = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#78350f",
  "--error-text": "#991b1b",
} as CSSProperties;

// Below the shell's header bar (4rem, sticky), so a toast never covers the bell or the user menu.
const belowHeader = { top: "calc(4rem + 16px)" };
const belowHeaderOnPhones = { top: "calc(4rem + 8px)" };

/** Sonner's outlet behind `Toaster`, loaded with the first toast. */
export function ToasterImpl() {
  return (
    <SonnerToaster
      position="top-right"
      offset={belowHeader}
      mobileOffset={belowHeaderOnPhones}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      style={readableColours}
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: "Close notification" }}
    />
  );
}

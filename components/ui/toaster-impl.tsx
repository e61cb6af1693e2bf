"use client";

import { Toaster as SonnerToaster } from "sonner";
import { TOAST_DURATION_MS } from "@/components/ui/toast";

/** Sonner's outlet behind `Toaster`, loaded with the first toast. */
export function ToasterImpl() {
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: "Close notification" }}
    />
  );
}

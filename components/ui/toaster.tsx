"use client";

import { Toaster as SonnerToaster } from "sonner";
import { TOAST_DURATION_MS } from "@/components/ui/toast";

/** The one toast outlet of the app; placed once in Providers. */
export function Toaster() {
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

"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import type { DialogProps } from "./dialog-props";

/** The Radix dialog behind `Dialog`, loaded when a dialog first opens. */
export function DialogImpl({ open, onOpenChange, title, description, size = 491, footer, children, preventClose = false }: DialogProps) {
  const guard = (event: Event) => {
    if (preventClose) event.preventDefault();
  };
  // Radix gives focus back only to its own Trigger, which these dialogs do not use: remember what had it.
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (preventClose && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl"
          style={{ width: `min(${size}px, calc(100vw - 2rem))` }}
          data-size={size}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-5 pb-2">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description asChild>
                  <div className="mt-1 text-sm text-slate-600">{description}</div>
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              disabled={preventClose}
              className="-mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.75">
                <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-6 py-3 text-sm text-slate-700">{children}</div> : null}
          {footer ? <div className="mt-2 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

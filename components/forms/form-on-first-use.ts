"use client";

import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { preloader } from "@/components/ui/lazy-trigger";

/** Where focus was in a form, so the same control of the form that replaces it takes it back. */
interface HeldFocus {
  index: number;
  selection: [number, number] | null;
}

export interface FormOnFirstUse<M> {
  /** The form's module once loaded; until then the caller renders its stand-in. */
  loaded: M | null;
  /** Starts loading; the stand-in calls it when the user points at or focuses it. */
  request: () => void;
  /** The `<form>` element, of the stand-in and then of the loaded form. */
  formRef: RefObject<HTMLFormElement | null>;
}

function heldFocus(form: HTMLFormElement | null): HeldFocus | null {
  const active = document.activeElement;
  if (!form || !active || !form.contains(active)) return null;
  const index = Array.prototype.indexOf.call(form.elements, active);
  const selection = active instanceof HTMLTextAreaElement ? ([active.selectionStart, active.selectionEnd] as [number, number]) : null;
  return index < 0 ? null : { index, selection };
}

/**
 * A form whose code (react-hook-form with it) loads the first time the user
 * points at or focuses it, rather than with the page. Until then a stand-in
 * shows the same fields, keeping what is typed in the caller's state, and
 * the loaded form takes that state as its starting values. When the loaded
 * form replaces the stand-in, the control that had focus gets it back.
 */
export function formOnFirstUse<M>(load: () => Promise<M>): () => FormOnFirstUse<M> {
  let cached: M | null = null;
  const get = preloader(() => load().then((m) => (cached = m)));
  return function useFormOnFirstUse() {
    const [loaded, setLoaded] = useState<M | null>(cached);
    const formRef = useRef<HTMLFormElement>(null);
    const focus = useRef<HeldFocus | null>(null);

    const request = useCallback(() => {
      if (loaded) return;
      // A failed load leaves the stand-in; the next focus or pointing tries again.
      get().then(
        (m) => {
          focus.current = heldFocus(formRef.current);
          setLoaded(() => m);
        },
        () => undefined,
      );
    }, [loaded]);

    useLayoutEffect(() => {
      const held = focus.current;
      const control = held && formRef.current?.elements[held.index];
      focus.current = null;
      if (!held || !(control instanceof HTMLElement)) return;
      control.focus();
      if (held.selection && control instanceof HTMLTextAreaElement) control.setSelectionRange(...held.selection);
    }, [loaded]);

    return { loaded, request, formRef };
  };
}

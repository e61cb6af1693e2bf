"use client";

import { useLayoutEffect, useRef, type RefObject, type TextareaHTMLAttributes } from "react";
import { NOTE_MIN_ROWS, noteTextRows } from "./note-panel-rules";

export interface NoteTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "rows"> {
  value: string;
  onValueChange: (value: string) => void;
  ref?: RefObject<HTMLTextAreaElement | null>;
}

/** A text area of 2 rows that grows with its text up to 5, then scrolls (spec 3 §9). */
export function NoteTextArea({ value, onValueChange, className, ref: outerRef, ...rest }: NoteTextAreaProps) {
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = outerRef ?? ownRef;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight);
    const padding = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
    // Measured at the smallest size, so the text's own height decides and shrinking works too.
    el.rows = NOTE_MIN_ROWS;
    el.rows = noteTextRows(el.scrollHeight - padding, lineHeight);
  }, [value, ref]);

  return (
    <textarea
      ref={ref}
      rows={NOTE_MIN_ROWS}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={[
        "block w-full resize-none overflow-y-auto rounded-md border border-slate-300 bg-white px-3 py-2 text-sm leading-5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
        className ?? "",
      ].join(" ")}
      {...rest}
    />
  );
}

"use client";

import { useLayoutEffect, useRef, type RefObject, type TextareaHTMLAttributes } from "react";
import { NOTE_MIN_ROWS, noteTextRows } from "./note-panel-rules";
import { Textarea } from "@/components/ui/textarea";

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
    <Textarea
      ref={ref}
      rows={NOTE_MIN_ROWS}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={`resize-none overflow-y-auto leading-5 ${className ?? ""}`}
      {...rest}
    />
  );
}

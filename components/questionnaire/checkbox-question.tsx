"use client";

import type { Question } from "@/lib/schemas/product-definition";
import { fieldIds } from "./field-ids";
import { RequiredMark } from "./field-shell";

export interface CheckboxQuestionProps {
  question: Question;
  value: unknown;
  onChange: (value: boolean) => void;
  disabled: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** One checkbox labelled by its question; standalone or an item of a checklist. */
export function CheckboxQuestion({ question, value, onChange, disabled, invalid, describedBy }: CheckboxQuestionProps) {
  const { id } = fieldIds(question.questionKey);
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        disabled={disabled || question.isReadOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={question.required || undefined}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {question.label}
        {question.required ? <RequiredMark /> : null}
      </label>
    </div>
  );
}

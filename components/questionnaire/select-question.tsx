"use client";

import { Select } from "@/components/ui/select";
import { fieldIds } from "./field-ids";
import type { QuestionInputProps } from "./question-input-props";

export function SelectQuestion({ question, value, onChange, disabled, invalid, describedBy }: QuestionInputProps) {
  const { id } = fieldIds(question.questionKey);
  const options = question.options ?? [];
  // A value that is not an option shows as no choice (spec 1 §5: it is cleared).
  const selected = typeof value === "string" && options.some((o) => o.value === value) ? value : "";
  return (
    <Select
      id={id}
      value={selected}
      disabled={disabled || question.isReadOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required={question.required || undefined}
      onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
      size={question.size ?? "medium"}
    >
      <option value="">{question.placeholder ?? "Select…"}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}

"use client";

import { parseDateAnswer } from "@/lib/questionnaire/dates";
import { dateInputText } from "@/lib/questionnaire/format";
import { Input } from "@/components/ui/input";
import { fieldIds } from "./field-ids";
import type { QuestionInputProps } from "./question-input-props";

/** A date typed as MM/DD/YYYY (spec 1 §5). */
export function DateQuestion({ question, value, onChange, disabled, invalid, describedBy }: QuestionInputProps) {
  const { id } = fieldIds(question.questionKey);
  const text = dateInputText(value);
  return (
    <Input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={question.placeholder ?? "MM/DD/YYYY"}
      maxLength={10}
      value={text}
      disabled={disabled}
      readOnly={question.isReadOnly}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required={question.required || undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        if (text.trim() !== "" && !parseDateAnswer(text)) console.warn(`Invalid date input for ${question.questionKey}: "${text}"`);
      }}
      size="auto"
      className="w-40"
    />
  );
}

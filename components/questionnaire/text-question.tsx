"use client";

import { phoneText } from "@/lib/questionnaire/format";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldIds } from "./field-ids";
import type { QuestionInputProps } from "./question-input-props";

export function TextQuestion({ question, value, onChange, disabled, invalid, describedBy }: QuestionInputProps) {
  const { id } = fieldIds(question.questionKey);
  const format = question.validations?.textFormat;
  const common = {
    id,
    disabled,
    readOnly: question.isReadOnly,
    placeholder: question.placeholder,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    "aria-required": question.required || undefined,
  };
  if (format === "phone") {
    return (
      <Input
        {...common}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phoneText(value)}
        placeholder={question.placeholder ?? "(555) 555-5555"}
        // Digits only, at most 10 (spec 1 §5).
        onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 10))}
        size={question.size ?? "medium"}
      />
    );
  }
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  if (question.size === "large") {
    return <Textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} size="large" />;
  }
  return (
    <Input
      {...common}
      type={format === "email" ? "email" : "text"}
      autoComplete={format === "email" ? "email" : "off"}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      size={question.size ?? "medium"}
    />
  );
}

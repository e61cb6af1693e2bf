"use client";

import { useEffect, type ComponentType } from "react";
import { isSupportedType } from "@/lib/questionnaire/evaluate";
import type { Question } from "@/lib/schemas/product-definition";
import { AddressQuestion } from "./address-question";
import { BooleanQuestion } from "./boolean-question";
import { CheckboxQuestion } from "./checkbox-question";
import { DateQuestion } from "./date-question";
import { describedByOf, FieldShell } from "./field-shell";
import { MultiSelectQuestion } from "./multi-select-question";
import { NumberQuestion } from "./number-question";
import type { QuestionInputProps } from "./question-input-props";
import { SelectQuestion } from "./select-question";
import { TextQuestion } from "./text-question";

export interface QuestionFieldProps {
  question: Question;
  value: unknown;
  error?: string;
  /** Marked for review: a renewal's question that the product's current version asks otherwise. */
  toReview?: boolean;
  disabled: boolean;
  onChange: (questionKey: string, value: unknown) => void;
  /** A checklist's visible items with their values. */
  items?: { question: Question; value: unknown }[];
}

const labelled: Partial<Record<Question["type"], ComponentType<QuestionInputProps>>> = {
  text: TextQuestion,
  number: NumberQuestion,
  currency: NumberQuestion,
  percent_100: NumberQuestion,
  date: DateQuestion,
  single_select_dropdown: SelectQuestion,
};

const grouped: Partial<Record<Question["type"], ComponentType<QuestionInputProps>>> = {
  boolean: BooleanQuestion,
  address: AddressQuestion,
  multi_select_dropdown: MultiSelectQuestion,
};

/** One question of any of the twelve types; document uploads render nothing, unknown types log a warning. */
export function QuestionField({ question, value, error, toReview = false, disabled, onChange, items = [] }: QuestionFieldProps) {
  const supported = isSupportedType(question.type);
  useEffect(() => {
    if (!supported) console.warn(`Unsupported question type "${question.type}" (${question.questionKey}) is not rendered.`);
  }, [supported, question.type, question.questionKey]);
  if (!supported || question.type === "document_upload") return null;

  const describedBy = describedByOf(question, error, toReview);
  const shell = { question, error, toReview };
  const props: QuestionInputProps = { question, value, disabled, invalid: Boolean(error), describedBy, onChange: (v) => onChange(question.questionKey, v) };

  if (question.type === "checkbox") {
    return (
      <FieldShell {...shell} kind="labelled">
        <CheckboxQuestion {...props} onChange={(v) => onChange(question.questionKey, v)} />
      </FieldShell>
    );
  }
  if (question.type === "checklist") {
    return (
      <FieldShell {...shell} kind="fieldset">
        <div className="space-y-2">
          {items.map((item) => (
            <CheckboxQuestion
              key={item.question.questionKey}
              question={item.question}
              value={item.value}
              disabled={disabled}
              onChange={(v) => onChange(item.question.questionKey, v)}
            />
          ))}
        </div>
      </FieldShell>
    );
  }
  const Grouped = grouped[question.type];
  if (Grouped) {
    return (
      <FieldShell {...shell} kind="fieldset">
        <Grouped {...props} />
      </FieldShell>
    );
  }
  const Control = labelled[question.type]!;
  return (
    <FieldShell {...shell} kind="label">
      <Control {...props} />
    </FieldShell>
  );
}

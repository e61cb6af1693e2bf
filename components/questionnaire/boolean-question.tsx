"use client";

import type { QuestionInputProps } from "./question-input-props";

/** Yes / No radios (spec 1 §9: boolean answers are Yes/No). */
export function BooleanQuestion({ question, value, onChange, disabled }: QuestionInputProps) {
  const name = `q-${question.questionKey}`;
  const choices: [label: string, choice: boolean][] = [
    ["Yes", true],
    ["No", false],
  ];
  return (
    <div className="flex gap-6">
      {choices.map(([label, choice]) => (
        <label key={label} className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            checked={value === choice}
            disabled={disabled || question.isReadOnly}
            onChange={() => onChange(choice)}
            className="h-4 w-4 accent-brand-700"
          />
          {label}
        </label>
      ))}
    </div>
  );
}

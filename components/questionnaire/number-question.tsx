"use client";

import { useState } from "react";
import { currencyInputText, currencyTypedText } from "@/lib/questionnaire/format";
import { controlWidth } from "@/components/ui/control";
import { Input } from "@/components/ui/input";
import { fieldIds } from "./field-ids";
import type { QuestionInputProps } from "./question-input-props";

/** Number, currency ($ prefix, 2 decimals and comma thousands once left) and percent (% suffix) inputs. */
export function NumberQuestion({ question, value, onChange, disabled, invalid, describedBy }: QuestionInputProps) {
  const { id } = fieldIds(question.questionKey);
  const currency = question.type === "currency";
  const percent = question.type === "percent_100";
  const readOnly = question.isReadOnly === true;
  const [typing, setTyping] = useState(false);
  // Formatting each keystroke would move the caret and round what is half typed: a currency shows what is typed until left.
  const typed = currency && typing && typeof value === "string";
  const text = typed ? value : currency ? currencyInputText(value) : value === undefined || value === null ? "" : String(value);
  const input = (
    <Input
      id={id}
      type="text"
      inputMode="decimal"
      value={text}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={question.placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-required={question.required || undefined}
      onFocus={currency ? () => setTyping(true) : undefined}
      onChange={(e) => onChange(currency ? currencyTypedText(e.target.value) : e.target.value)}
      onBlur={
        currency
          ? () => {
              setTyping(false);
              if (!readOnly) onChange(currencyInputText(value) || undefined);
            }
          : undefined
      }
      className={currency ? "pl-7" : percent ? "pr-8" : undefined}
    />
  );
  if (!currency && !percent) return <div className={controlWidth(question.size ?? "small")}>{input}</div>;
  return (
    <div className={`relative ${controlWidth(question.size ?? "medium")}`}>
      {currency ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
          $
        </span>
      ) : null}
      {input}
      {percent ? (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
          %
        </span>
      ) : null}
    </div>
  );
}

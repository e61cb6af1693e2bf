"use client";

import { Popover } from "@/components/ui/popover";
import { controlClass } from "@/components/ui/control";
import type { QuestionInputProps } from "./question-input-props";

/** A dropdown of checkboxes; the button lists what is chosen. */
export function MultiSelectQuestion({ question, value, onChange, disabled, invalid, describedBy }: QuestionInputProps) {
  const border = invalid ? "border-red-600" : "";
  const options = question.options ?? [];
  const chosen = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && options.some((o) => o.value === v)) : [];
  const summary = options
    .filter((o) => chosen.includes(o.value))
    .map((o) => o.label)
    .join(", ");
  const toggle = (option: string, on: boolean) => {
    const next = on ? [...chosen, option] : chosen.filter((v) => v !== option);
    onChange(next.length ? options.map((o) => o.value).filter((v) => next.includes(v)) : undefined);
  };
  const locked = disabled || question.isReadOnly === true;
  return (
    // Always below the button, as a dropdown opens: above, it would cover the question it answers.
    <Popover
      side="bottom"
      align="start"
      avoidCollisions={false}
      label={question.label}
      className="max-h-[max(10rem,min(20rem,var(--radix-popover-content-available-height)))] w-72 overflow-y-auto p-2"
      trigger={
        <button
          type="button"
          disabled={locked}
          aria-describedby={describedBy}
          className={controlClass({ size: question.size ?? "large", className: `${border} flex items-center justify-between gap-2 text-left` })}
        >
          <span className={`truncate ${summary ? "" : "text-slate-500"}`}>{summary || question.placeholder || "Select…"}</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 shrink-0 text-slate-500" fill="none" stroke="currentColor" strokeWidth="1.75">
            <path d="M4 6l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      }
    >
      <ul className="space-y-0.5">
        {options.map((o) => (
          <li key={o.value}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100">
              <input
                type="checkbox"
                checked={chosen.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
    </Popover>
  );
}

"use client";

import { usStates } from "@/lib/domain/us-states";
import type { AddressAnswer, AddressField } from "@/lib/questionnaire/values";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { fieldIds } from "./field-ids";
import type { QuestionInputProps } from "./question-input-props";

const parts: { field: AddressField; label: string; className: string; autoComplete: string }[] = [
  { field: "streetAddress", label: "Street address", className: "sm:col-span-4", autoComplete: "address-line1" },
  { field: "aptSuite", label: "Apt/Suite", className: "sm:col-span-2", autoComplete: "address-line2" },
  { field: "city", label: "City", className: "sm:col-span-3", autoComplete: "address-level2" },
  { field: "state", label: "State", className: "sm:col-span-1", autoComplete: "address-level1" },
  { field: "zip", label: "ZIP code", className: "sm:col-span-2", autoComplete: "postal-code" },
];

/** Street, apt/suite, city, state (the 50 US states) and ZIP, entered by hand. */
export function AddressQuestion({ question, value, onChange, disabled, invalid }: QuestionInputProps) {
  const address: AddressAnswer = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as AddressAnswer) : {};
  const base = fieldIds(question.questionKey).id;
  const locked = disabled || question.isReadOnly === true;
  const set = (field: AddressField, text: string) => onChange({ ...address, [field]: text, isManuallyEntered: true });
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-6">
      {parts.map(({ field, label, className, autoComplete }) => {
        const id = `${base}-${field}`;
        const required = field !== "aptSuite";
        return (
          <div key={field} className={`space-y-1 ${className}`}>
            <label htmlFor={id} className="block text-xs font-medium text-slate-600">
              {label}
            </label>
            {field === "state" ? (
              <Select
                id={id}
                value={address.state ?? ""}
                disabled={locked}
                autoComplete={autoComplete}
                aria-invalid={(invalid && !address.state) || undefined}
                onChange={(e) => set("state", e.target.value)}
              >
                <option value=""> </option>
                {usStates.map(({ code, name }) => (
                  <option key={code} value={code} title={name}>
                    {code}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                id={id}
                type="text"
                value={address[field] ?? ""}
                disabled={locked}
                maxLength={50}
                autoComplete={autoComplete}
                aria-required={(question.required && required) || undefined}
                aria-invalid={(invalid && required && !address[field]) || undefined}
                onChange={(e) => set(field, e.target.value)}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

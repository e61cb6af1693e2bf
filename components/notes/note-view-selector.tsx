"use client";

import { useId } from "react";
import type { NoteEntityType } from "@/lib/domain/notes";

export type NoteView = "entity" | "submission";

export interface NoteViewSelectorProps {
  entityType: NoteEntityType;
  value: NoteView;
  onChange: (view: NoteView) => void;
}

const option =
  "relative inline-flex flex-1 cursor-pointer items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600";

/** The panel's view selector (spec 3 §2): the notes of this entity, or of the whole submission. */
export function NoteViewSelector({ entityType, value, onChange }: NoteViewSelectorProps) {
  const name = useId();
  const views: { value: NoteView; label: string }[] = [
    { value: "entity", label: entityType === "Application" ? "This application" : "This submission" },
    { value: "submission", label: "Whole submission" },
  ];
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">Show notes of</legend>
      <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
        {views.map((view) => (
          <label key={view.value} className={option}>
            <input
              type="radio"
              name={name}
              className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              value={view.value}
              checked={value === view.value}
              onChange={() => onChange(view.value)}
            />
            {view.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

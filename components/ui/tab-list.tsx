"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabListProps<T extends string> {
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: readonly { value: T; label: ReactNode }[];
  selected: T;
  onSelect: (value: T) => void;
  /** The id of each tab, which its panel names as its label. */
  tabId: (value: T) => string;
  /** The id of the one panel the tabs control. */
  panelId: string;
}

/**
 * A row of tabs over one panel (the WAI-ARIA tabs pattern): only the selected tab is in the tab order; arrow keys move
 * between tabs, Home and End jump to the ends, and moving selects.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, tabId, panelId }: TabListProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(tabs[target].value);
    refs.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKey(event, index)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${isSelected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

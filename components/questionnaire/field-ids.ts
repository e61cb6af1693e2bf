/** Element ids of a question's field, so labels, help and errors can point at each other. */
export function fieldIds(questionKey: string) {
  const id = `q-${questionKey}`;
  return { id, help: `${id}-help`, format: `${id}-format`, error: `${id}-error` };
}

export const controlClass =
  "block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600";

/** Read-only inputs (calculated and fixed answers) look filled in, not editable. */
export const readOnlyClass = "bg-slate-50 text-slate-700";

export const sizeClass: Record<"small" | "medium" | "large", string> = {
  small: "w-32",
  medium: "w-full max-w-xs",
  large: "w-full max-w-2xl",
};

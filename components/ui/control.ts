/**
 * A control's width: the questionnaire's small, medium and large answers, the
 * whole column, or "auto" for a fixed width its caller sets in className
 * (a date, a percentage).
 */
export type ControlSize = "small" | "medium" | "large" | "full" | "auto";

export interface ControlLook {
  size?: ControlSize;
  /** Layout only (margins, flex); the look comes from the kit. */
  className?: string;
}

const widths: Record<ControlSize, string> = {
  small: "w-32",
  medium: "w-full max-w-xs",
  large: "w-full max-w-2xl",
  full: "w-full",
  auto: "",
};

/** The classes that give a wrapper (a control with a prefix or suffix) a control's width. */
export function controlWidth(size: ControlSize): string {
  return widths[size];
}

const look =
  "block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-600";

// Read-only answers (calculated, fixed) look filled in rather than editable.
const readOnlyLook = "bg-slate-50 text-slate-700";

/** The classes of a text-like control, for elements that only look like one (a listbox's button). */
export function controlClass({ size = "full", className, readOnly = false }: ControlLook & { readOnly?: boolean } = {}): string {
  return [look, controlWidth(size) || null, readOnly ? readOnlyLook : null, className].filter(Boolean).join(" ");
}

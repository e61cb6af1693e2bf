export interface LoadingStateProps {
  label: string;
  /** inline: a line within a section; panel: a screen's whole content while it loads. */
  variant?: "inline" | "panel";
}

const looks = {
  inline: "px-1 py-10",
  panel: "rounded-lg border border-slate-200 bg-white p-6",
};

/** A polite "loading" line: a status region that screen readers announce. */
export function LoadingState({ label, variant = "inline" }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={`flex items-center gap-3 text-sm text-slate-600 ${looks[variant]}`}>
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" />
      {label}
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 px-1 py-10 text-sm text-slate-600">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700" />
      {label}
    </div>
  );
}

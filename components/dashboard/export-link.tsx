/** A plain download of one table as CSV; its name says which table, as a page holds many. */
export function ExportLink({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className="shrink-0 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      Export CSV<span className="sr-only">: {what}</span>
    </a>
  );
}

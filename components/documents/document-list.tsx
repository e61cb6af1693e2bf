import { Timestamp } from "@/components/ui/timestamp";
import { GeneratedMark } from "./generated-documents";
import type { ApiDocument } from "@/lib/schemas/documents";

export interface DocumentListProps {
  title: string;
  documents: readonly ApiDocument[];
  emptyText: string;
}

/** Documents on file, each with its download link (the file URL, spec 2 §7). */
export function DocumentList({ title, documents, emptyText }: DocumentListProps) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900">{d.filename}</span>
                {d.generated ? <GeneratedMark /> : null}
                <span className="ml-2 text-slate-500">
                  {d.uploaderName} · <Timestamp iso={d.uploadedAt} />
                </span>
              </span>
              <a href={d.url} download={d.filename} className="font-semibold text-brand-700 hover:underline">
                Download<span className="sr-only"> {d.filename}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

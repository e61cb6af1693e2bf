"use client";

import { DocumentUploader, type DocumentUploaderProps } from "./document-uploader";

/** An upload area in a card of its own, named like the document lists beside it. */
export function UploadSection({ title, ...uploader }: Omit<DocumentUploaderProps, "heading" | "headingLevel"> & { title: string }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <DocumentUploader heading={title} headingLevel={2} {...uploader} />
    </section>
  );
}

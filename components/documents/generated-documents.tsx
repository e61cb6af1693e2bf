/** The mark of a document the app wrote itself (a quote proposal, a binder, an endorsement), beside its name. */
export function GeneratedMark() {
  return (
    <span className="ml-2 inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
      Generated
    </span>
  );
}

/** The application summary, written on request as a PDF to print and sign. */
export function ApplicationSummaryLink({ appID }: { appID: string }) {
  return (
    // The answer's Content-Disposition names the file after the insured.
    <a href={`/api/applications/${appID}/summary.pdf`} download className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      Download application summary (PDF)
    </a>
  );
}

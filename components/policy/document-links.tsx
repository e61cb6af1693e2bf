/** A cancellation's or reinstatement's documents, each a download link by its file name. */
export function DocumentLinks({ documents, className }: { documents: readonly { id: string; url: string; filename: string }[]; className?: string }) {
  return (
    <ul className={className}>
      {documents.map((doc) => (
        <li key={doc.id}>
          <a href={doc.url} download={doc.filename} className="text-brand-700 underline-offset-2 hover:underline">
            {doc.filename}
          </a>
        </li>
      ))}
    </ul>
  );
}

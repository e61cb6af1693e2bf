import type { UploadRow } from "./upload-rows";
import { UploadTagBadge } from "./upload-tag";
import { Button } from "@/components/ui/button";

export interface UploadRowItemProps {
  row: UploadRow;
  /** Shows the remove action (a failed upload is dismissed, a stored file deleted). */
  removable: boolean;
  onRemove: (row: UploadRow) => void;
}

function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 text-slate-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M7 3h7l5 5v13H7zM14 3v5h5" />
    </svg>
  );
}

/** One file of the uploader: its name (a download link once stored), state, progress, error and remove action. */
export function UploadRowItem({ row, removable, onRemove }: UploadRowItemProps) {
  const percent = Math.round(row.progress * 100);
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <FileIcon />
      <div className="min-w-0 flex-1 space-y-1.5">
        {row.document ? (
          <a
            href={row.document.url}
            download={row.document.filename}
            className="block truncate text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {row.filename}
          </a>
        ) : (
          <span className="block truncate text-sm font-medium text-slate-800">{row.filename}</span>
        )}
        {row.tag === "Creating" ? (
          <div
            role="progressbar"
            aria-label={`Uploading ${row.filename}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        {row.error ? (
          <p className="text-sm text-red-700">
            {row.error.title ? <span className="font-semibold">{row.error.title}. </span> : null}
            {row.error.message}
          </p>
        ) : null}
      </div>
      <UploadTagBadge row={row} />
      {removable ? (
        <Button onClick={() => onRemove(row)} aria-label={`Remove ${row.filename}`} variant="secondary" size="sm">
          Remove
        </Button>
      ) : null}
    </li>
  );
}

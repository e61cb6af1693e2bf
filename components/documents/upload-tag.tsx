import { uploadStateLabel, type UploadRow, type UploadTag } from "./upload-rows";

const tagClasses: Record<UploadTag, string> = {
  Creating: "bg-blue-50 text-blue-800 ring-blue-200",
  Persisted: "bg-green-50 text-green-800 ring-green-200",
  Deleting: "bg-amber-50 text-amber-900 ring-amber-200",
  CreationError: "bg-red-50 text-red-800 ring-red-200",
  DeletionError: "bg-red-50 text-red-800 ring-red-200",
};

/** A file's state in words ("Uploaded", "Uploading… 40%"), coloured by its tag. */
export function UploadTagBadge({ row }: { row: Pick<UploadRow, "tag" | "progress"> }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums ring-1 ring-inset ${tagClasses[row.tag]}`}
    >
      <span className="sr-only">State: </span>
      {uploadStateLabel(row)}
    </span>
  );
}

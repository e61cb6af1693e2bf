"use client";

import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { deleteDocument, storeDocument, type SupportedRecord } from "@/lib/api/documents";
import { useWrite } from "@/lib/api/use-write";
import { cleanFilename, documentMessages, duplicateMessage, type DocumentCategory, type UploaderType } from "@/lib/domain/documents";
import type { ApiDocument } from "@/lib/schemas/documents";
import { downloadFile } from "./download-file";
import { DropArea } from "./drop-area";
import { DOWNLOAD_STAGGER_MS, runStaggered } from "./staggered";
import { creationErrorMessage, deletionError } from "./upload-errors";
import { emptyUploadState, splitDuplicates, takenNames, uploadReducer, visibleRows, type UploadRow } from "./upload-rows";
import { UploadRowItem } from "./upload-row-item";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { can } from "@/lib/domain/permissions";

export interface DocumentUploaderProps {
  appID: string;
  category: DocumentCategory;
  /** The signed-in user's role, sent as the uploader type; null shows the files read-only. */
  uploaderType: UploaderType | null;
  /** Stored with every upload, e.g. the question a file answers. */
  classification?: string;
  /** Every file goes up as a supporting document of this request. */
  record?: SupportedRecord;
  /** The documents already on file that belong here. */
  documents: readonly ApiDocument[];
  /** Whether the remove action is offered for a stored file; by default agents remove agents' files and underwriters any. */
  canDelete?: (document: ApiDocument) => boolean;
  disabled?: boolean;
  heading: string;
  headingLevel?: 2 | 3 | 4;
  /** Told about every change of the rows, e.g. so that a step can wait while a file is being deleted. */
  onRowsChange?: (rows: UploadRow[]) => void;
}

const pickerHint = "PDF, Word, Excel, PNG or JPEG";

/**
 * The one upload area of the app (spec 2 §2): drop or choose several files,
 * one row per file with its state (spec 2 §3, §4), duplicate names refused
 * before anything is sent, stored files downloadable one by one or all
 * together, staggered.
 */
export function DocumentUploader({
  appID,
  category,
  uploaderType,
  classification,
  record,
  documents,
  canDelete,
  disabled = false,
  heading,
  headingLevel = 3,
  onRowsChange,
}: DocumentUploaderProps) {
  const id = useId();
  const [state, dispatch] = useReducer(uploadReducer, emptyUploadState);
  const [announcement, setAnnouncement] = useState("");
  // Why the last choice was not (all) taken; a new notice is a new alert, so the same refusal twice is said twice.
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  const [toRemove, setToRemove] = useState<UploadRow | null>(null);
  const rows = useMemo(() => visibleRows(state, documents), [state, documents]);
  const nextKey = useRef(0);
  const aborter = useRef<AbortController | null>(null);
  const area = useRef<HTMLDivElement | null>(null);
  const cancelDownloads = useRef<(() => void) | null>(null);
  const readOnly = uploaderType === null;

  useEffect(() => {
    aborter.current = new AbortController();
    return () => {
      aborter.current?.abort();
      cancelDownloads.current?.();
    };
  }, []);

  useEffect(() => {
    onRowsChange?.(rows);
  }, [rows, onRowsChange]);

  // Without an upload role here, only agents' files may be removed, as for an agent.
  const mayDelete = useCallback(
    (document: ApiDocument) =>
      !readOnly && !disabled && (canDelete ? canDelete(document) : can(uploaderType ?? "Agent", "deleteDocument", { uploaderType: document.uploaderType })),
    [readOnly, disabled, canDelete, uploaderType],
  );

  const uploadWrite = useWrite(storeDocument);
  const deleteWrite = useWrite(deleteDocument);

  async function upload(key: string, file: File, filename: string, type: UploaderType) {
    try {
      const document = await uploadWrite.mutateAsync({
        upload: { appID, file, filename, category, uploaderType: type, classification, record },
        onProgress: (fraction) => dispatch({ type: "progressed", key, fraction }),
        signal: aborter.current?.signal,
      });
      dispatch({ type: "created", key, document });
      setAnnouncement(`${filename} uploaded.`);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      failCreation(key, filename, creationErrorMessage(error));
    }
  }

  function failCreation(key: string, filename: string, message: string) {
    dispatch({ type: "creationFailed", key, error: { message } });
    toast.error(message, { groupKey: `upload-error:${message}` });
    setAnnouncement(`${filename} could not be uploaded. ${message}`);
  }

  function onFiles(accepted: File[], rejected: File[]) {
    if (!uploaderType) return;
    const chosen = [...accepted.map((file) => ({ file, supported: true })), ...rejected.map((file) => ({ file, supported: false }))].map((c) => ({
      ...c,
      name: cleanFilename(c.file.name) || c.file.name,
    }));
    const { fresh, duplicates } = splitDuplicates(chosen, takenNames(rows));
    if (duplicates.length) {
      const message = duplicateMessage(duplicates);
      toast.error(message, { groupKey: "upload-duplicate" });
      setNotice({ id: nextKey.current++, message });
    } else setNotice(null);
    if (!fresh.length) return;
    const queued = fresh.map((c) => ({ ...c, key: `${id}-upload-${nextKey.current++}` }));
    dispatch({ type: "queued", files: queued.map((c) => ({ key: c.key, filename: c.name })) });
    setAnnouncement(`Uploading ${queued.map((c) => c.name).join(", ")}.`);
    for (const c of queued) {
      if (c.supported) void upload(c.key, c.file, c.name, uploaderType);
      else failCreation(c.key, c.name, documentMessages.unsupportedType);
    }
  }

  // A failed upload stored nothing and goes at once; a stored file is removed only once the user confirms.
  function askToRemove(row: UploadRow) {
    if (row.tag === "CreationError") void remove(row);
    else setToRemove(row);
  }

  async function remove(row: UploadRow) {
    if (row.tag === "CreationError") {
      dispatch({ type: "dismissed", key: row.key });
      setAnnouncement(`${row.filename} dismissed.`);
      area.current?.focus();
      return;
    }
    if (!row.document) return;
    dispatch({ type: "deletionStarted", row });
    setAnnouncement(`Removing ${row.filename}.`);
    try {
      await deleteWrite.mutateAsync({ id: row.document.id, updatedDate: row.document.updatedDate });
      dispatch({ type: "deleted", key: row.key });
      setAnnouncement(`${row.filename} removed.`);
      area.current?.focus();
    } catch (error) {
      const failure = deletionError(error);
      dispatch({ type: "deletionFailed", key: row.key, error: failure });
      toast.error(failure.message, { title: failure.title, groupKey: "delete-error" });
      setAnnouncement(`${row.filename} could not be removed. ${failure.title ? `${failure.title}. ` : ""}${failure.message}`);
    }
  }

  const stored = rows.filter((r) => r.document && r.tag !== "Deleting").map((r) => r.document!);
  function downloadAll() {
    cancelDownloads.current?.();
    cancelDownloads.current = runStaggered(stored, DOWNLOAD_STAGGER_MS, (d) => downloadFile(d.url, d.filename));
    setAnnouncement(`Downloading ${stored.length} files.`);
  }

  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const inactive = disabled || readOnly;

  return (
    <div role="group" aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="text-sm font-medium text-slate-800">
          {heading}
        </Heading>
        {stored.length > 1 ? (
          <Button onClick={downloadAll} variant="secondary" size="sm">
            Download all
          </Button>
        ) : null}
      </div>

      {readOnly ? null : (
        // The file input and the hint sit beside the drop area, not in it: a button holds no other control, and its name holds its visible text.
        <div className="space-y-1">
          <DropArea label={heading} hintId={hintId} inactive={inactive} onFiles={onFiles} areaRef={area} />
          <p id={hintId} className="text-xs text-slate-500">
            {pickerHint}; several files at once
          </p>
          {notice ? (
            <p key={notice.id} role="alert" className="text-sm text-red-700">
              {notice.message}
            </p>
          ) : null}
        </div>
      )}

      {rows.length ? (
        <ul aria-label={`Files for ${heading}`} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <UploadRowItem
              key={row.key}
              row={row}
              removable={
                row.tag === "CreationError" ? !readOnly : (row.tag === "Persisted" || row.tag === "DeletionError") && !!row.document && mayDelete(row.document)
              }
              onRemove={askToRemove}
            />
          ))}
        </ul>
      ) : readOnly ? (
        <p className="text-sm text-slate-500">No files uploaded.</p>
      ) : null}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title="Remove file"
        message={`Are you sure you want to remove ${toRemove?.filename ?? "this file"}?`}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() => {
          if (toRemove) void remove(toRemove);
        }}
      />
    </div>
  );
}

import type { ApiDocument } from "@/lib/schemas/documents";

/** The client-side state of one file (spec 2 §3, upload item tags). */
export const uploadTags = ["Creating", "Persisted", "Deleting", "CreationError", "DeletionError"] as const;
export type UploadTag = (typeof uploadTags)[number];

const stateLabels: Record<Exclude<UploadTag, "Creating">, string> = {
  Persisted: "Uploaded",
  Deleting: "Removing…",
  CreationError: "Upload failed",
  DeletionError: "Removal failed",
};

/** How a file's state reads on screen: the tags are the spec's internal names, not words for users. */
export function uploadStateLabel(row: Pick<UploadRow, "tag" | "progress">): string {
  return row.tag === "Creating" ? `Uploading… ${Math.round(row.progress * 100)}%` : stateLabels[row.tag];
}

export interface RowError {
  title?: string;
  message: string;
}

export interface UploadRow {
  /** Stable for the row's life: the document id for files already on file, a local key for new uploads. */
  key: string;
  filename: string;
  tag: UploadTag;
  /** Upload progress from 0 to 1 while Creating. */
  progress: number;
  document: ApiDocument | null;
  error: RowError | null;
}

/**
 * What the uploader itself knows: rows it is working on or has changed, and
 * documents it removed (hidden at once, before the lists are read again).
 * Every other document shown comes from the documents given to it.
 */
export interface UploadState {
  local: UploadRow[];
  removed: string[];
}

export const emptyUploadState: UploadState = { local: [], removed: [] };

export type UploadEvent =
  | { type: "queued"; files: { key: string; filename: string }[] }
  | { type: "progressed"; key: string; fraction: number }
  | { type: "created"; key: string; document: ApiDocument }
  | { type: "creationFailed"; key: string; error: RowError }
  | { type: "deletionStarted"; row: UploadRow }
  | { type: "deleted"; key: string }
  | { type: "deletionFailed"; key: string; error: RowError }
  | { type: "dismissed"; key: string };

function update(state: UploadState, key: string, from: readonly UploadTag[], change: (row: UploadRow) => UploadRow): UploadState {
  const row = state.local.find((r) => r.key === key);
  if (!row || !from.includes(row.tag)) return state;
  return { ...state, local: state.local.map((r) => (r === row ? change(r) : r)) };
}

/**
 * The uploader sequence (spec 2 §4): Creating then Persisted or
 * CreationError; Persisted then Deleting then removed or DeletionError. A
 * failed deletion may be tried again; a failed upload is dismissed, or
 * replaced by a new attempt at a file of its name. Events that do not fit
 * the row's state change nothing.
 */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case "queued": {
      const known = new Set(state.local.map((r) => r.key));
      const added = event.files.filter((f) => !known.has(f.key)).map((f): UploadRow => ({ ...f, tag: "Creating", progress: 0, document: null, error: null }));
      if (!added.length) return state;
      // A new attempt at a file that failed takes the failed row's place.
      const retried = new Set(added.map((r) => r.filename.toLowerCase()));
      const kept = state.local.filter((r) => !(r.tag === "CreationError" && retried.has(r.filename.toLowerCase())));
      return { ...state, local: [...kept, ...added] };
    }
    case "progressed":
      return update(state, event.key, ["Creating"], (r) => ({ ...r, progress: Math.max(r.progress, Math.min(1, Math.max(0, event.fraction))) }));
    case "created":
      return update(state, event.key, ["Creating"], (r) => ({
        ...r,
        tag: "Persisted",
        progress: 1,
        document: event.document,
        filename: event.document.filename,
      }));
    case "creationFailed":
      return update(state, event.key, ["Creating"], (r) => ({ ...r, tag: "CreationError", error: event.error }));
    case "deletionStarted": {
      const { row } = event;
      if (!row.document || (row.tag !== "Persisted" && row.tag !== "DeletionError")) return state;
      const deleting: UploadRow = { ...row, tag: "Deleting", error: null };
      const existing = state.local.find((r) => r.key === row.key);
      if (existing) return existing.tag === row.tag ? { ...state, local: state.local.map((r) => (r === existing ? deleting : r)) } : state;
      return { ...state, local: [...state.local, deleting] };
    }
    case "deleted": {
      const row = state.local.find((r) => r.key === event.key);
      if (!row || row.tag !== "Deleting" || !row.document) return state;
      return { local: state.local.filter((r) => r !== row), removed: [...state.removed, row.document.id] };
    }
    case "deletionFailed":
      return update(state, event.key, ["Deleting"], (r) => ({ ...r, tag: "DeletionError", error: event.error }));
    case "dismissed": {
      const row = state.local.find((r) => r.key === event.key);
      return row && row.tag === "CreationError" ? { ...state, local: state.local.filter((r) => r !== row) } : state;
    }
  }
}

function persistedRow(document: ApiDocument): UploadRow {
  return { key: document.id, filename: document.filename, tag: "Persisted", progress: 1, document, error: null };
}

/**
 * The rows on screen: the given documents in their order (as the uploader
 * last saw each), then the uploads the lists do not hold yet.
 */
export function visibleRows(state: UploadState, documents: readonly ApiDocument[]): UploadRow[] {
  const removed = new Set(state.removed);
  const byDocument = new Map(state.local.filter((r) => r.document).map((r) => [r.document!.id, r]));
  const listed = documents.filter((d) => d.isActive && !removed.has(d.id));
  const listedIds = new Set(listed.map((d) => d.id));
  return [...listed.map((d) => byDocument.get(d.id) ?? persistedRow(d)), ...state.local.filter((r) => !r.document || !listedIds.has(r.document.id))];
}

/** Names a new file may not take: every file on the list that is not a failed upload. */
export function takenNames(rows: readonly UploadRow[]): string[] {
  return rows.filter((r) => r.tag !== "CreationError").map((r) => r.filename);
}

export const isBusy = (rows: readonly UploadRow[]) => rows.some((r) => r.tag === "Creating" || r.tag === "Deleting");

/**
 * The chosen files that may be uploaded, and the names refused: a name on
 * the list already, or met earlier in the same choice (case-insensitive,
 * as the server compares them).
 */
export function splitDuplicates<T extends { name: string }>(files: readonly T[], taken: readonly string[]): { fresh: T[]; duplicates: string[] } {
  const seen = new Set(taken.map((name) => name.toLowerCase()));
  const fresh: T[] = [];
  const duplicates: string[] = [];
  for (const file of files) {
    const key = file.name.toLowerCase();
    if (seen.has(key)) duplicates.push(file.name);
    else fresh.push(file);
    seen.add(key);
  }
  return { fresh, duplicates };
}

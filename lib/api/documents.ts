import type { DocumentCategory, UploaderType } from "@/lib/domain/documents";
import type { ApiApplication } from "@/lib/schemas/application-answer";
import type { ApiDocument, DocumentDeleted } from "@/lib/schemas/documents";
import { ApiError, apiFetch } from "./client";
import { invalidate, invalidateWhenSettled } from "./cache-updates";
import { getQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";

export type { ApiDocument };

export interface DocumentUpload {
  appID: string;
  file: Blob;
  filename: string;
  category: DocumentCategory;
  uploaderType: UploaderType;
  classification?: string;
  /** The cancellation or reinstatement request the file supports. */
  record?: SupportedRecord;
}

/** A request a file can support: one cancellation or one reinstatement. */
export type SupportedRecord = { cancellationID: string } | { reinstatementID: string };

/** The ApiError of a JSON error answer `{ error: { code, message, fields?, ... } }`, whatever else came back. */
function errorFromAnswer(status: number, text: string): ApiError {
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null)?.error;
  const { code, message, fields, ...details } = error ?? {};
  return new ApiError(status, code ?? "unknown", message ?? `Request failed (${status}).`, fields, details);
}

/**
 * POST /api/documents with the file's upload progress (0 to 1), which fetch
 * cannot report. The text fields go first so the server knows the upload
 * before the file streams in.
 */
export function uploadDocument(upload: DocumentUpload, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<ApiDocument> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("appID", upload.appID);
    form.append("filename", upload.filename);
    form.append("category", upload.category);
    form.append("uploaderType", upload.uploaderType);
    if (upload.classification) form.append("classification", upload.classification);
    for (const [name, id] of Object.entries(upload.record ?? {})) form.append(name, id);
    form.append("file", upload.file, upload.filename);

    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/documents");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromAnswer(xhr.status, xhr.responseText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as ApiDocument);
      } catch {
        reject(new ApiError(xhr.status, "invalid_response", "The server's answer could not be read."));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "The upload could not reach the server."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("The upload was cancelled.", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** The application as it holds a document just stored: shown at once, before the application is read again. */
export function withDocument(app: ApiApplication, document: ApiDocument): ApiApplication {
  return app.documents.some((d) => d.id === document.id) ? app : { ...app, documents: [...app.documents, document] };
}

/**
 * An upload as a write: once stored, the application on screen holds it at
 * once (a step that needs the file, as Request Bind does, sees it the moment
 * it reads "Uploaded"), and its application and the document lists are read again.
 */
export async function storeDocument({ upload, onProgress, signal }: { upload: DocumentUpload; onProgress?: (fraction: number) => void; signal?: AbortSignal }) {
  const document = await uploadDocument(upload, onProgress, signal);
  getQueryClient().setQueryData<ApiApplication>(queryKeys.applications.one(upload.appID), (old) => old && withDocument(old, document));
  void invalidate({ kind: "document", id: document.id, appID: upload.appID });
  return document;
}

/**
 * DELETE /api/documents/{id}: a soft delete under the server's deletion rules,
 * based on the document as last read. Refused or not, the application holding
 * it and the document lists are read again.
 */
export function deleteDocument({ id, updatedDate }: { id: string; updatedDate: string }): Promise<DocumentDeleted> {
  return invalidateWhenSettled(apiFetch<DocumentDeleted>(`/api/documents/${encodeURIComponent(id)}`, { method: "DELETE", body: { updatedDate } }), () => [
    { kind: "document", id },
  ]);
}

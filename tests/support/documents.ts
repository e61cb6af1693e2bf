import { Readable } from "node:stream";
import type { DocumentCategory, UploaderType } from "@/lib/domain/documents";
import { samplePdf } from "@/prisma/seed/sample-files";
import { db } from "@/server/db";
import { documentStorage, newStorageKey } from "@/server/storage";

/** A document written the way an upload writes it: a real stored object, then its row. */
export async function storeDocument(options: {
  appID: string;
  filename?: string;
  category?: DocumentCategory;
  uploaderType?: UploaderType;
  exclusiveToUnderwriter?: boolean;
  bytes?: Buffer;
}) {
  const bytes = options.bytes ?? samplePdf([options.filename ?? "document"]);
  const storageKey = newStorageKey();
  await documentStorage().put(storageKey, Readable.from([bytes]), "application/pdf");
  const app = await db.application.findUniqueOrThrow({ where: { id: options.appID }, select: { submission: { select: { agencyId: true } } } });
  const uploaderType = options.uploaderType ?? "Agent";
  return db.document.create({
    data: {
      applicationId: options.appID,
      agencyId: app.submission.agencyId,
      filename: options.filename ?? "signed-app-packet.pdf",
      mimeType: "application/pdf",
      sizeBytes: bytes.length,
      category: options.category ?? (uploaderType === "Agent" ? "upload_view_upload" : "upload_finalize_quote"),
      exclusiveToUnderwriter: options.exclusiveToUnderwriter ?? false,
      uploaderName: uploaderType === "Agent" ? "Avery Agent" : "Uma Underwriter",
      uploaderType,
      storageKey,
    },
  });
}

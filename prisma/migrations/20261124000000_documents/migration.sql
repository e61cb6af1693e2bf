-- Documents: the agency each file belongs to (for agents' lists), list and search indexes,
-- the outbox of objects being written to storage, and isDocumentUploaded derived from
-- the documents themselves instead of a flag kept beside them.

-- AlterTable
ALTER TABLE "Document" ADD COLUMN "agencyId" TEXT;
UPDATE "Document" d SET "agencyId" = s."agencyId"
  FROM "Application" a JOIN "Submission" s ON s."id" = a."submissionId"
  WHERE a."id" = d."applicationId";
ALTER TABLE "Document" ALTER COLUMN "agencyId" SET NOT NULL;

-- AlterTable
ALTER TABLE "Submission" DROP COLUMN "isDocumentUploaded";

-- CreateTable
CREATE TABLE "PendingDocumentObject" (
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PendingDocumentObject_pkey" PRIMARY KEY ("storageKey")
);

-- CreateIndex
CREATE INDEX "PendingDocumentObject_createdAt_idx" ON "PendingDocumentObject"("createdAt");

-- CreateIndex
CREATE INDEX "Document_agencyId_createdAt_id_idx" ON "Document"("agencyId", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Document_createdAt_id_idx" ON "Document"("createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Document_filename_idx" ON "Document" USING GIN ("filename" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

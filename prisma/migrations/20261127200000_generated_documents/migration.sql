-- Documents the app writes itself: the quote proposal, the binder and the endorsement (server/documents).
-- The approval or bind that calls for one writes a DocumentGeneration row in its own transaction; a worker
-- renders the PDF, stores it and files it as a Document of a generated category, retrying until it succeeds.

-- AlterEnum
ALTER TYPE "DocumentCategory" ADD VALUE 'generated_quote';
ALTER TYPE "DocumentCategory" ADD VALUE 'generated_binder';
ALTER TYPE "DocumentCategory" ADD VALUE 'generated_endorsement';

-- CreateEnum
CREATE TYPE "GeneratedDocumentKind" AS ENUM ('quote', 'binder', 'endorsement');

-- CreateTable
CREATE TABLE "DocumentGeneration" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "endorsementId" TEXT,
    "kind" "GeneratedDocumentKind" NOT NULL,
    "requestedById" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "documentId" TEXT,
    "doneAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentGeneration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DocumentGeneration_documentId_key" ON "DocumentGeneration"("documentId");
CREATE INDEX "DocumentGeneration_applicationId_kind_idx" ON "DocumentGeneration"("applicationId", "kind");
CREATE INDEX "DocumentGeneration_nextAttemptAt_idx" ON "DocumentGeneration"("nextAttemptAt");

-- AddForeignKey
ALTER TABLE "DocumentGeneration" ADD CONSTRAINT "DocumentGeneration_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DocumentGeneration" ADD CONSTRAINT "DocumentGeneration_endorsementId_fkey" FOREIGN KEY ("endorsementId") REFERENCES "Endorsement"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DocumentGeneration" ADD CONSTRAINT "DocumentGeneration_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "DocumentGeneration" ADD CONSTRAINT "DocumentGeneration_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE SET NULL ON UPDATE CASCADE;

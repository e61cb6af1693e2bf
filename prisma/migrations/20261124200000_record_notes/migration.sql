-- Notes of a cancellation or reinstatement: application notes tied to the record they were written from.

-- AlterTable
ALTER TABLE "Note" ADD COLUMN "cancellationId" TEXT,
ADD COLUMN "reinstatementId" TEXT;

-- CreateIndex
CREATE INDEX "Note_cancellationId_createdAt_idx" ON "Note"("cancellationId", "createdAt");

-- CreateIndex
CREATE INDEX "Note_reinstatementId_createdAt_idx" ON "Note"("reinstatementId", "createdAt");

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_cancellationId_fkey" FOREIGN KEY ("cancellationId") REFERENCES "Cancellation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_reinstatementId_fkey" FOREIGN KEY ("reinstatementId") REFERENCES "Reinstatement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

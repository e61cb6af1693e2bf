-- Quote to bind: an approved quote's last valid day, and one policy per policy number.

-- AlterTable
ALTER TABLE "Application" ADD COLUMN "quoteValidUntil" DATE;

-- CreateIndex
CREATE UNIQUE INDEX "Application_policyNo_key" ON "Application"("policyNo");

-- CreateIndex
CREATE INDEX "Application_status_quoteValidUntil_idx" ON "Application"("status", "quoteValidUntil");

-- The underwriter's work queue: when each application entered its current status, oldest first.
-- AlterTable
ALTER TABLE "Application" ADD COLUMN "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "Application" a SET "statusChangedAt" = coalesce(
  (SELECT max(h."createdAt") FROM "ApplicationStatusHistory" h WHERE h."applicationId" = a."id" AND h."toStatus" = a."status"),
  a."updatedAt");

-- CreateIndex
CREATE INDEX "Application_statusChangedAt_id_idx" ON "Application"("statusChangedAt", "id");

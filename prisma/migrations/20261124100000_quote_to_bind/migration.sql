-- Quote to bind: an approved quote's last valid day, and one policy per policy number.

-- AlterTable
ALTER TABLE "Application" ADD COLUMN "quoteValidUntil" DATE;

-- CreateIndex
CREATE UNIQUE INDEX "Application_policyNo_key" ON "Application"("policyNo");

-- CreateIndex
CREATE INDEX "Application_status_quoteValidUntil_idx" ON "Application"("status", "quoteValidUntil");

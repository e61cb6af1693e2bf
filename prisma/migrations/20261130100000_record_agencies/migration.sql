-- The agency each cancellation, reinstatement and endorsement belongs to, as each document has it: an agent's list
-- reads its own agency's records through an index of their own, from its cursor to its page's end, instead of walking
-- every agency's records in the list's order and leaving the others' behind (all of them, for an agency with fewer
-- records than a page).

-- AlterTable
ALTER TABLE "Cancellation" ADD COLUMN "agencyId" TEXT;
UPDATE "Cancellation" r SET "agencyId" = s."agencyId"
  FROM "Application" a JOIN "Submission" s ON s."id" = a."submissionId"
  WHERE a."id" = r."applicationId";
ALTER TABLE "Cancellation" ALTER COLUMN "agencyId" SET NOT NULL;

ALTER TABLE "Reinstatement" ADD COLUMN "agencyId" TEXT;
UPDATE "Reinstatement" r SET "agencyId" = s."agencyId"
  FROM "Application" a JOIN "Submission" s ON s."id" = a."submissionId"
  WHERE a."id" = r."applicationId";
ALTER TABLE "Reinstatement" ALTER COLUMN "agencyId" SET NOT NULL;

ALTER TABLE "Endorsement" ADD COLUMN "agencyId" TEXT;
UPDATE "Endorsement" r SET "agencyId" = s."agencyId"
  FROM "Application" a JOIN "Submission" s ON s."id" = a."submissionId"
  WHERE a."id" = r."applicationId";
ALTER TABLE "Endorsement" ALTER COLUMN "agencyId" SET NOT NULL;

-- CreateIndex
-- In each list's order, read forwards or backwards (lib/domain/list-sort.ts); the endorsement history's tabs by status.
CREATE INDEX "Cancellation_agencyId_requestedDate_id_idx" ON "Cancellation"("agencyId", "requestedDate", "id");
CREATE INDEX "Reinstatement_agencyId_requestedDate_id_idx" ON "Reinstatement"("agencyId", "requestedDate", "id");
CREATE INDEX "Endorsement_agencyId_createdAt_id_idx" ON "Endorsement"("agencyId", "createdAt" DESC, "id");
CREATE INDEX "Endorsement_agencyId_status_createdAt_id_idx" ON "Endorsement"("agencyId", "status", "createdAt" DESC, "id");

-- AddForeignKey
ALTER TABLE "Cancellation" ADD CONSTRAINT "Cancellation_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Reinstatement" ADD CONSTRAINT "Reinstatement_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Endorsement" ADD CONSTRAINT "Endorsement_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

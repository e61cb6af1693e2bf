-- The work queue's request tabs sorted by insured (GET /api/work-queue/requests?sort=insured): each waiting status is
-- read on its own in that order, through an index that starts with the status, and the reads merged. A cancellation
-- or a reinstatement by its copy of its submission's name key (the endorsements' (status, insuredSortKey, id) index
-- is there already); a renewal application by its own key, through the applications' (status, insuredSortKey, id)
-- index, which covered only the statuses of new business and now covers every status (a renewal waits in status
-- Renewal, and a status Prisma sends as a parameter cannot be matched against a partial index's list).

-- CreateIndex
CREATE INDEX "Cancellation_status_insuredSortKey_id_idx" ON "Cancellation"("status", "insuredSortKey", "id");
CREATE INDEX "Reinstatement_status_insuredSortKey_id_idx" ON "Reinstatement"("status", "insuredSortKey", "id");
DROP INDEX "Application_status_insuredSortKey_id_idx";
CREATE INDEX "Application_status_insuredSortKey_id_idx" ON "Application"("status", "insuredSortKey", "id");

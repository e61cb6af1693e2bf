-- The work queue's request tabs by how long each waited (GET /api/work-queue/requests?sort=-waiting) read each waiting
-- status in (updatedAt, id) order. The (status, updatedAt) indexes left the ties of a time to be sorted after the
-- policy of every tied row was read (a bulk change leaves hundreds of records with one updatedAt): with the id in the
-- index a page stops at its end.

-- CreateIndex
DROP INDEX "Cancellation_status_updatedAt_idx";
CREATE INDEX "Cancellation_status_updatedAt_id_idx" ON "Cancellation"("status", "updatedAt", "id");
DROP INDEX "Reinstatement_status_updatedAt_idx";
CREATE INDEX "Reinstatement_status_updatedAt_id_idx" ON "Reinstatement"("status", "updatedAt", "id");
DROP INDEX "Endorsement_status_updatedAt_idx";
CREATE INDEX "Endorsement_status_updatedAt_id_idx" ON "Endorsement"("status", "updatedAt", "id");

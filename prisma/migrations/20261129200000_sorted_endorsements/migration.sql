-- The endorsement history sorts by when each endorsement was created, newest or oldest first (lib/domain/list-sort.ts),
-- ties by id the other way round: one index per shape read forwards or backwards serves both orders, so a tab's page
-- reads from its cursor and stops at its end.
CREATE INDEX "Endorsement_status_createdAt_id_idx" ON "Endorsement"("status", "createdAt" DESC, "id");
CREATE INDEX "Endorsement_createdAt_id_idx" ON "Endorsement"("createdAt" DESC, "id");

-- The cancellations and reinstatements lists sort by when each was requested, newest or oldest first, ties by id
-- the same way (lib/domain/list-sort.ts): one index on (createdAt, id) serves both directions, so a page reads
-- from its cursor and stops at its end.
CREATE INDEX "Cancellation_createdAt_id_idx" ON "Cancellation"("createdAt", "id");
CREATE INDEX "Reinstatement_createdAt_id_idx" ON "Reinstatement"("createdAt", "id");

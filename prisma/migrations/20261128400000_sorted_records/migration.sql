-- The cancellations and reinstatements lists sort by when each was requested, newest or oldest first, ties by id
-- the same way (lib/domain/list-sort.ts): one index on (requestedDate, id) serves both directions, so a page reads
-- from its cursor and stops at its end.
CREATE INDEX "Cancellation_requestedDate_id_idx" ON "Cancellation"("requestedDate", "id");
CREATE INDEX "Reinstatement_requestedDate_id_idx" ON "Reinstatement"("requestedDate", "id");

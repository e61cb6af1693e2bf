-- The 'Renewals due' view (server/services/renewals-due.ts) lists policies by expiration, soonest first: read in
-- this order from the window's first day, a page stops after its last row, at any size of the book. Only policies
-- have an expiration, so the index holds the bound book and nothing before bind.
CREATE INDEX "Application_expirationDate_id_idx" ON "Application"("expirationDate", "id");

-- The 'Renewals due' view (server/services/renewals-due.ts) lists policies in force by expiration, soonest first.
-- Its index holds only those statuses (lib/domain/renewals.ts, renewalsDueStatuses), so a page reads from the
-- window's first day on and stops at the page's end, at any size of the book.
CREATE INDEX "Application_renewals_due_idx" ON "Application"("expirationDate", "id")
  WHERE "status" IN ('Bound', 'CancellationRequested', 'CancellationDenied', 'PolicyReinstated', 'RequestedRenewal');

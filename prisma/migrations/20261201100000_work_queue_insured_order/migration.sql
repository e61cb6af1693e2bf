-- The work queue sorted by insured (GET /api/work-queue?sort=insured) and filtered by agency, each read through an
-- index in the queue's order over the applications waiting on an underwriter only (the statuses of
-- lib/domain/work-queue.ts), so a page costs the same at any size of the book, in either direction.

-- Copies the app keeps are not changes of the application: the submission's own trail records its renames.
DROP TRIGGER "Application_audit" ON "Application";
CREATE TRIGGER "Application_audit" AFTER INSERT OR UPDATE OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Application', 'id', '', 'insuredName', 'insuredSortKey', 'agencyId');

-- The name the queue sorts by: without case, in code-point order whatever the database's collation (the embedded
-- database's and a server's differ), an unnamed insured first.
ALTER TABLE "Application" ADD COLUMN "insuredSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (lower(coalesce("insuredName", ''))) STORED;

-- The submission's agency (a submission never changes agency), kept with the insured's name by the same trigger.
ALTER TABLE "Application" ADD COLUMN "agencyId" TEXT;
UPDATE "Application" a SET "agencyId" = s."agencyId" FROM "Submission" s WHERE s."id" = a."submissionId";
ALTER TABLE "Application" ADD CONSTRAINT "Application_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE OR REPLACE FUNCTION "application_insured_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."companyName", s."agencyId" INTO NEW."insuredName", NEW."agencyId" FROM "Submission" s WHERE s."id" = NEW."submissionId";
  RETURN NEW;
END;
$$;
DROP TRIGGER "Application_insured_name" ON "Application";
CREATE TRIGGER "Application_insured_name" BEFORE INSERT OR UPDATE OF "submissionId", "insuredName", "agencyId" ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "application_insured_name"();

-- CreateIndex
-- By insured: every waiting status together, a status chosen in the filter, an agency chosen in the filter; and by
-- waiting time within an agency. Each read forwards or backwards.
CREATE INDEX "Application_insuredSortKey_id_idx" ON "Application"("insuredSortKey", "id")
  WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_status_insuredSortKey_id_idx" ON "Application"("status", "insuredSortKey", "id")
  WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_insuredSortKey_id_idx" ON "Application"("agencyId", "insuredSortKey", "id")
  WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_statusChangedAt_id_idx" ON "Application"("agencyId", "statusChangedAt", "id")
  WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');

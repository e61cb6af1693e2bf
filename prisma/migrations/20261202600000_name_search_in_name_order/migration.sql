-- A name searched for in a list sorted by insured (App Central's list and the work queue by insured): the names that
-- begin with the text are one block of that order, read from the name key's own index; the trigram index is asked only
-- for the names holding the text further in, from the second character of the name as the key reads it. Before, a
-- first word thousands of insureds share ("Granite …") sent the search to the trigram index of whole names, which read
-- every one of them to order them.

-- A name's text from its second character: generated, never written, left out of the trails.
DROP TRIGGER "Submission_audit" ON "Submission";
CREATE TRIGGER "Submission_audit" AFTER INSERT OR UPDATE OR DELETE ON "Submission"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'id', '', 'clearanceName', 'clearanceTaxId', 'insuredSortKey', 'companyNameTail');
DROP TRIGGER "Application_audit" ON "Application";
CREATE TRIGGER "Application_audit" AFTER INSERT OR UPDATE OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Application', 'id', '', 'insuredName', 'insuredSortKey', 'agencyId', 'insuredNameTail');

-- The submission's key is the trimmed company name: its tail is too (a text searched for is trimmed, so it never
-- begins or ends in the spaces trimmed away).
ALTER TABLE "Submission" ADD COLUMN "companyNameTail" TEXT GENERATED ALWAYS AS (substr(btrim("companyName"), 2)) STORED;
ALTER TABLE "Application" ADD COLUMN "insuredNameTail" TEXT GENERATED ALWAYS AS (substr("insuredName", 2)) STORED;

-- CreateIndex
CREATE INDEX "Submission_companyNameTail_idx" ON "Submission" USING GIN ("companyNameTail" gin_trgm_ops) WITH (fastupdate = off);
-- Partial as the queue's other name indexes: the applications waiting on an underwriter (lib/domain/work-queue.ts).
CREATE INDEX "Application_insuredNameTail_idx" ON "Application" USING GIN ("insuredNameTail" gin_trgm_ops)
  WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');

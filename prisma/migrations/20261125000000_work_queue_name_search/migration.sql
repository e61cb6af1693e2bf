-- The work queue's insured-name search. The queue orders applications and the
-- name lives on the submission, so no index could serve both: each application
-- keeps a copy of its submission's company name, kept by triggers, with a
-- trigram index over the applications waiting on an underwriter only (the
-- statuses of lib/domain/work-queue.ts).

-- The copy is not a change of the application: the submission's own trail records renames.
DROP TRIGGER "Application_audit" ON "Application";
CREATE TRIGGER "Application_audit" AFTER INSERT OR UPDATE OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Application', 'id', '', 'insuredName');

ALTER TABLE "Application" ADD COLUMN "insuredName" TEXT;
UPDATE "Application" a SET "insuredName" = s."companyName" FROM "Submission" s WHERE s.id = a."submissionId";

CREATE FUNCTION "application_insured_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."insuredName" := (SELECT "companyName" FROM "Submission" WHERE id = NEW."submissionId");
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Application_insured_name" BEFORE INSERT OR UPDATE OF "submissionId", "insuredName" ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "application_insured_name"();

CREATE FUNCTION "submission_insured_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Application" SET "insuredName" = NEW."companyName" WHERE "submissionId" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Submission_insured_name" AFTER UPDATE OF "companyName" ON "Submission"
  FOR EACH ROW WHEN (OLD."companyName" IS DISTINCT FROM NEW."companyName") EXECUTE FUNCTION "submission_insured_name"();

-- CreateIndex
CREATE INDEX "Application_insuredName_idx" ON "Application" USING GIN ("insuredName" gin_trgm_ops)
  WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');

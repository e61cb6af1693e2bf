-- The policy history's tables sorted by insured (GET /api/cancellations, /api/reinstatements and /api/endorsements
-- with sort=insured, A to Z; -insured, Z to A). A record's insured is its policy's submission's: each record keeps a
-- copy of that submission's name key (Submission.insuredSortKey, the name the lists show, without case, collation
-- "C"), set as the record is made and kept by a trigger when the submission is renamed, so each list reads an index
-- in that order for an agency's records and for every agency's (and, for endorsements, for each status tab).

-- The copy is not a change of the record: the submission's own trail records renames.
DROP TRIGGER "Cancellation_audit" ON "Cancellation";
CREATE TRIGGER "Cancellation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Cancellation', 'id', '', 'insuredSortKey');
DROP TRIGGER "Reinstatement_audit" ON "Reinstatement";
CREATE TRIGGER "Reinstatement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Reinstatement', 'id', '', 'insuredSortKey');
DROP TRIGGER "Endorsement_audit" ON "Endorsement";
CREATE TRIGGER "Endorsement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Endorsement', 'id', '', 'costSortKey', 'insuredSortKey');

ALTER TABLE "Cancellation" ADD COLUMN "insuredSortKey" TEXT COLLATE "C";
ALTER TABLE "Reinstatement" ADD COLUMN "insuredSortKey" TEXT COLLATE "C";
ALTER TABLE "Endorsement" ADD COLUMN "insuredSortKey" TEXT COLLATE "C";
UPDATE "Cancellation" r SET "insuredSortKey" = s."insuredSortKey" FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" WHERE a.id = r."applicationId";
UPDATE "Reinstatement" r SET "insuredSortKey" = s."insuredSortKey" FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" WHERE a.id = r."applicationId";
UPDATE "Endorsement" r SET "insuredSortKey" = s."insuredSortKey" FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" WHERE a.id = r."applicationId";

-- Whatever a write says, the copy is the policy's submission's.
CREATE FUNCTION "record_insured_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."insuredSortKey" := (SELECT s."insuredSortKey" FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" WHERE a.id = NEW."applicationId");
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Cancellation_insured_order" BEFORE INSERT OR UPDATE OF "applicationId", "insuredSortKey" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "record_insured_order"();
CREATE TRIGGER "Reinstatement_insured_order" BEFORE INSERT OR UPDATE OF "applicationId", "insuredSortKey" ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "record_insured_order"();
CREATE TRIGGER "Endorsement_insured_order" BEFORE INSERT OR UPDATE OF "applicationId", "insuredSortKey" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "record_insured_order"();

-- A renamed submission's records follow it (each record's own trigger reads the new name).
CREATE FUNCTION "submission_record_insured_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Cancellation" SET "insuredSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "submissionId" = NEW.id);
  UPDATE "Reinstatement" SET "insuredSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "submissionId" = NEW.id);
  UPDATE "Endorsement" SET "insuredSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "submissionId" = NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Submission_record_insured_order" AFTER UPDATE OF "companyName", "firstName", "lastName" ON "Submission"
  FOR EACH ROW WHEN (OLD."insuredSortKey" IS DISTINCT FROM NEW."insuredSortKey") EXECUTE FUNCTION "submission_record_insured_order"();

-- CreateIndex
CREATE INDEX "Cancellation_agencyId_insuredSortKey_id_idx" ON "Cancellation"("agencyId", "insuredSortKey", "id");
CREATE INDEX "Cancellation_insuredSortKey_id_idx" ON "Cancellation"("insuredSortKey", "id");
CREATE INDEX "Reinstatement_agencyId_insuredSortKey_id_idx" ON "Reinstatement"("agencyId", "insuredSortKey", "id");
CREATE INDEX "Reinstatement_insuredSortKey_id_idx" ON "Reinstatement"("insuredSortKey", "id");
CREATE INDEX "Endorsement_insuredSortKey_id_idx" ON "Endorsement"("insuredSortKey", "id");
CREATE INDEX "Endorsement_status_insuredSortKey_id_idx" ON "Endorsement"("status", "insuredSortKey", "id");
CREATE INDEX "Endorsement_agencyId_insuredSortKey_id_idx" ON "Endorsement"("agencyId", "insuredSortKey", "id");
CREATE INDEX "Endorsement_agencyId_status_insuredSortKey_id_idx" ON "Endorsement"("agencyId", "status", "insuredSortKey", "id");

-- A defect: each application kept a copy of its submission's company name only (Application.insuredName, and from it
-- insuredSortKey and insuredNameTail), so an insured with no company name (an individual or sole proprietor) was
-- listed by the person's name but sorted as the empty name and never found by the work queue's name search. The copy
-- is now the name the rows show (insuredDisplayName, lib/domain/insured.ts): the company's, trimmed, else the person's
-- first and last names, as the submission's own key reads it (migration submission_insured_order).

CREATE OR REPLACE FUNCTION "application_insured_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(nullif(btrim(s."companyName"), ''), btrim(coalesce(s."firstName", '') || ' ' || coalesce(s."lastName", ''))), s."agencyId"
    INTO NEW."insuredName", NEW."agencyId" FROM "Submission" s WHERE s."id" = NEW."submissionId";
  RETURN NEW;
END;
$$;

-- A renamed submission's applications follow it (each application's own trigger reads the new name), for a person's
-- name as for a company's.
CREATE OR REPLACE FUNCTION "submission_insured_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Application" SET "insuredName" = NULL WHERE "submissionId" = NEW.id;
  RETURN NULL;
END;
$$;
DROP TRIGGER "Submission_insured_name" ON "Submission";
CREATE TRIGGER "Submission_insured_name" AFTER UPDATE OF "companyName", "firstName", "lastName" ON "Submission"
  FOR EACH ROW WHEN (
    coalesce(nullif(btrim(OLD."companyName"), ''), btrim(coalesce(OLD."firstName", '') || ' ' || coalesce(OLD."lastName", '')))
      IS DISTINCT FROM coalesce(nullif(btrim(NEW."companyName"), ''), btrim(coalesce(NEW."firstName", '') || ' ' || coalesce(NEW."lastName", '')))
  ) EXECUTE FUNCTION "submission_insured_name"();

UPDATE "Application" a SET "insuredName" = NULL FROM "Submission" s
  WHERE s.id = a."submissionId"
    AND a."insuredName" IS DISTINCT FROM coalesce(nullif(btrim(s."companyName"), ''), btrim(coalesce(s."firstName", '') || ' ' || coalesce(s."lastName", '')));

-- A defect: each application kept a copy of its submission's company name only (Application.insuredName, and from it
-- insuredSortKey and insuredNameTail), so an insured with no company name (an individual or sole proprietor) was
-- listed by the person's name but sorted as the empty name and never found by the work queue's name search. The copy
-- is now the name the rows show, as the submission's own key reads it (migration submission_insured_order).

-- The insured's name as the rows show it (insuredDisplayName, lib/domain/insured.ts): the company's, trimmed, else the
-- person's first and last names.
CREATE FUNCTION "insured_display_name"(company TEXT, first_name TEXT, last_name TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(btrim(company), ''), btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')))
$$;

CREATE OR REPLACE FUNCTION "application_insured_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "insured_display_name"(s."companyName", s."firstName", s."lastName"), s."agencyId"
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
  FOR EACH ROW WHEN ("insured_display_name"(OLD."companyName", OLD."firstName", OLD."lastName")
    IS DISTINCT FROM "insured_display_name"(NEW."companyName", NEW."firstName", NEW."lastName"))
  EXECUTE FUNCTION "submission_insured_name"();

UPDATE "Application" a SET "insuredName" = NULL FROM "Submission" s
  WHERE s.id = a."submissionId" AND a."insuredName" IS DISTINCT FROM "insured_display_name"(s."companyName", s."firstName", s."lastName");

-- Clearance: the other submissions of the same insured, across agencies (docs/api.md). Each submission and
-- physical address keeps a normalised key, computed by the functions below in triggers (so the same rule
-- normalises what an agent is typing: server/services/clearance.ts), each with a B-tree index: candidates
-- are the submissions with an equal tax id, address or name; names are then compared by trigram similarity.

-- A company name as clearance compares it: lower case, no punctuation, "&" as "and", without legal
-- suffixes (LLC, L.L.C., Inc., Corp., Co., Ltd., LP, LLP, PLLC, PC) or a leading "the", spaces collapsed.
CREATE FUNCTION "clearance_name"(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(coalesce(name, '')),
    '[.''’]', '', 'g'),
    '&', ' and ', 'g'),
    '[^[:alnum:]]+', ' ', 'g'),
    '(^| )(the|llc|inc|incorporated|corp|corporation|co|company|ltd|limited|lp|llp|pllc|pc)(?= |$)', ' ', 'g'),
    ' +', ' ', 'g')), '')
$$;

-- A FEIN or SSN as its digits; fewer than nine digits is no key.
CREATE FUNCTION "clearance_tax_id"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(d) >= 9 THEN d END FROM (SELECT regexp_replace(coalesce(value, ''), '\D', '', 'g') AS d) x
$$;

-- A street and ZIP as one key: lower case, no punctuation, the usual street words abbreviated, the ZIP's five digits.
CREATE FUNCTION "clearance_address"(street text, zip text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN s <> '' AND length(z) = 5 THEN s || '|' || z END
  FROM (
    SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      ' ' || regexp_replace(lower(coalesce(street, '')), '[^[:alnum:]]+', ' ', 'g') || ' ',
      ' street ', ' st ', 'g'),
      ' avenue ', ' ave ', 'g'),
      ' road ', ' rd ', 'g'),
      ' boulevard ', ' blvd ', 'g'),
      ' drive ', ' dr ', 'g'),
      ' suite ', ' ste ', 'g'),
      ' highway ', ' hwy ', 'g'),
      ' +', ' ', 'g')) AS s,
      left(regexp_replace(coalesce(zip, ''), '\D', '', 'g'), 5) AS z
  ) x
$$;

-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "clearanceName" TEXT, ADD COLUMN "clearanceTaxId" TEXT;
ALTER TABLE "SubmissionAddress" ADD COLUMN "clearanceAddress" TEXT;
UPDATE "Submission" SET "clearanceName" = "clearance_name"("companyName"), "clearanceTaxId" = "clearance_tax_id"("feinSsnNumber");
UPDATE "SubmissionAddress" SET "clearanceAddress" = "clearance_address"("streetAddress", "zip");

CREATE FUNCTION "submission_clearance_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."clearanceName" := "clearance_name"(NEW."companyName");
  NEW."clearanceTaxId" := "clearance_tax_id"(NEW."feinSsnNumber");
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Submission_clearance_keys" BEFORE INSERT OR UPDATE OF "companyName", "feinSsnNumber", "clearanceName", "clearanceTaxId" ON "Submission"
  FOR EACH ROW EXECUTE FUNCTION "submission_clearance_keys"();

CREATE FUNCTION "submission_address_clearance_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."clearanceAddress" := "clearance_address"(NEW."streetAddress", NEW."zip");
  RETURN NEW;
END;
$$;
CREATE TRIGGER "SubmissionAddress_clearance_key" BEFORE INSERT OR UPDATE OF "streetAddress", "zip", "clearanceAddress" ON "SubmissionAddress"
  FOR EACH ROW EXECUTE FUNCTION "submission_address_clearance_key"();

-- The keys are not changes of the insured: the trail records the fields they come from.
DROP TRIGGER "Submission_audit" ON "Submission";
CREATE TRIGGER "Submission_audit" AFTER INSERT OR UPDATE OR DELETE ON "Submission"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'id', '', 'clearanceName', 'clearanceTaxId');
DROP TRIGGER "SubmissionAddress_audit" ON "SubmissionAddress";
CREATE TRIGGER "SubmissionAddress_audit" AFTER INSERT OR UPDATE OR DELETE ON "SubmissionAddress"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'submissionId', 'kind', 'id', 'submissionId', 'kind', 'clearanceAddress');

-- CreateEnum
CREATE TYPE "ClearanceOutcome" AS ENUM ('cleared', 'blocked');

-- CreateTable
CREATE TABLE "ClearanceDecision" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "matchedSubmissionId" TEXT NOT NULL,
    "decision" "ClearanceOutcome" NOT NULL,
    "reason" TEXT NOT NULL,
    "decidedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClearanceDecision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Submission_clearanceName_idx" ON "Submission"("clearanceName");
CREATE INDEX "Submission_clearanceTaxId_idx" ON "Submission"("clearanceTaxId");
CREATE INDEX "SubmissionAddress_clearanceAddress_idx" ON "SubmissionAddress"("clearanceAddress");
CREATE UNIQUE INDEX "ClearanceDecision_submissionId_matchedSubmissionId_key" ON "ClearanceDecision"("submissionId", "matchedSubmissionId");
CREATE INDEX "ClearanceDecision_matchedSubmissionId_idx" ON "ClearanceDecision"("matchedSubmissionId");

-- AddForeignKey
ALTER TABLE "ClearanceDecision" ADD CONSTRAINT "ClearanceDecision_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClearanceDecision" ADD CONSTRAINT "ClearanceDecision_matchedSubmissionId_fkey" FOREIGN KEY ("matchedSubmissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ClearanceDecision" ADD CONSTRAINT "ClearanceDecision_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Decisions are in the submission's trail, keyed by the match they decide.
CREATE TRIGGER "ClearanceDecision_audit" AFTER INSERT OR UPDATE OR DELETE ON "ClearanceDecision"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'submissionId', 'matchedSubmissionId', 'id', 'submissionId', 'matchedSubmissionId');

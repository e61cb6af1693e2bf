-- The cancellations' Return premium and Due to columns and the reinstatements' Lapse column sorted (GET
-- /api/cancellations with sort=return or dueTo, /api/reinstatements with sort=lapse), as their other columns are
-- (migration column_orders): a key on the record, kept by the database, through an index per scope (an agency's
-- records, every agency's).

-- The keys are not changes of the records.
DROP TRIGGER "Cancellation_audit" ON "Cancellation";
CREATE TRIGGER "Cancellation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Cancellation', 'id', '', 'insuredSortKey', 'statusSortKey', 'cancellationSortKey',
    'policySortKey', 'productSortKey', 'agencySortKey', 'agentSortKey', 'returnSortKey', 'dueToSortKey');
DROP TRIGGER "Reinstatement_audit" ON "Reinstatement";
CREATE TRIGGER "Reinstatement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Reinstatement', 'id', '', 'insuredSortKey', 'statusSortKey', 'cancellationSortKey',
    'policySortKey', 'productSortKey', 'agencySortKey', 'agentSortKey', 'lapseSortKey');

-- Due to: the cancellation's own, without case; none first.
ALTER TABLE "Cancellation" ADD COLUMN "dueToSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (lower(COALESCE("uecDueTo", ''))) STORED;

-- Return premium: what the row shows (proRataReturnCents, lib/domain/cancellations.ts), in cents: the policy's total
-- cost for the days of its term after the cancellation date, rounded down; nothing when the policy has no cost or term.
-- Kept as the cancellation's date changes and as the policy's cost or term does.
ALTER TABLE "Cancellation" ADD COLUMN "returnSortKey" INTEGER;
CREATE FUNCTION "cancellation_return_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  policy RECORD;
  term INTEGER;
BEGIN
  SELECT a."totalCostCents" AS total, a."effectiveDate" AS effective, a."expirationDate" AS expiration INTO policy
    FROM "Application" a WHERE a.id = NEW."applicationId";
  term := policy.expiration - policy.effective;
  NEW."returnSortKey" := CASE
    WHEN policy.total IS NULL OR term IS NULL OR NEW."cancellationDate" IS NULL THEN 0
    WHEN term <= 0 THEN 0
    ELSE floor(policy.total::numeric * LEAST(term, GREATEST(0, policy.expiration - NEW."cancellationDate")) / term)::INTEGER
  END;
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Cancellation_return_order" BEFORE INSERT OR UPDATE OF "applicationId", "cancellationDate", "returnSortKey" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "cancellation_return_order"();
CREATE FUNCTION "application_return_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Cancellation" SET "returnSortKey" = NULL WHERE "applicationId" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Application_return_order" AFTER UPDATE OF "totalCostCents", "effectiveDate", "expirationDate" ON "Application"
  FOR EACH ROW WHEN (OLD."totalCostCents" IS DISTINCT FROM NEW."totalCostCents" OR OLD."effectiveDate" IS DISTINCT FROM NEW."effectiveDate"
    OR OLD."expirationDate" IS DISTINCT FROM NEW."expirationDate")
  EXECUTE FUNCTION "application_return_order"();
UPDATE "Cancellation" SET "returnSortKey" = NULL;

-- Lapse: the days without cover from the cancellation date to the day it was reinstated (lapseDays), as the row shows
-- it; -1 while not reinstated, so those come apart from a lapse of no days. Kept as the reinstatement's status, its
-- cancellation or that cancellation's date changes, and as its reinstatement is recorded in its history.
ALTER TABLE "Reinstatement" ADD COLUMN "lapseSortKey" INTEGER;
CREATE OR REPLACE FUNCTION "reinstatement_cancellation_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cancelled DATE := (SELECT c."cancellationDate" FROM "Cancellation" c WHERE c.id = NEW."cancellationId");
  reinstated TIMESTAMP(3) := (SELECT max(h."createdAt") FROM "ReinstatementStatusHistory" h WHERE h."reinstatementId" = NEW.id AND h."status" = 'PolicyReinstated');
BEGIN
  NEW."cancellationSortKey" := COALESCE(cancelled, DATE '0001-01-01');
  NEW."lapseSortKey" := CASE
    WHEN NEW."status" <> 'PolicyReinstated' OR cancelled IS NULL THEN -1
    ELSE GREATEST(0, COALESCE(reinstated, NEW."updatedAt")::date - cancelled)
  END;
  RETURN NEW;
END;
$$;
DROP TRIGGER "Reinstatement_cancellation_order" ON "Reinstatement";
CREATE TRIGGER "Reinstatement_cancellation_order" BEFORE INSERT OR UPDATE OF "cancellationId", "cancellationSortKey", "status", "lapseSortKey" ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "reinstatement_cancellation_order"();
CREATE FUNCTION "reinstatement_history_lapse_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Reinstatement" SET "lapseSortKey" = NULL WHERE id = NEW."reinstatementId";
  RETURN NULL;
END;
$$;
CREATE TRIGGER "ReinstatementStatusHistory_lapse_order" AFTER INSERT ON "ReinstatementStatusHistory"
  FOR EACH ROW WHEN (NEW."status" = 'PolicyReinstated') EXECUTE FUNCTION "reinstatement_history_lapse_order"();
UPDATE "Reinstatement" SET "lapseSortKey" = NULL;

-- CreateIndex
CREATE INDEX "Cancellation_agencyId_returnSortKey_id_idx" ON "Cancellation"("agencyId", "returnSortKey", "id");
CREATE INDEX "Cancellation_returnSortKey_id_idx" ON "Cancellation"("returnSortKey", "id");
CREATE INDEX "Cancellation_agencyId_dueToSortKey_id_idx" ON "Cancellation"("agencyId", "dueToSortKey", "id");
CREATE INDEX "Cancellation_dueToSortKey_id_idx" ON "Cancellation"("dueToSortKey", "id");
CREATE INDEX "Reinstatement_agencyId_lapseSortKey_id_idx" ON "Reinstatement"("agencyId", "lapseSortKey", "id");
CREATE INDEX "Reinstatement_lapseSortKey_id_idx" ON "Reinstatement"("lapseSortKey", "id");

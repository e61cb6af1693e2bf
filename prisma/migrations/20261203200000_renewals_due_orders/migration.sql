-- The Renewals due view sorted by its columns (GET /api/renewals-due with sort=insured, agency, premium, status or renewal), as
-- the other lists are: each order reads a key on the policy (the insured's, agency's and status's keys the work queue
-- reads, migration queue_column_orders, and the premium's and renewal's below), through an index in that order over the policies
-- the view lists, every agency's and one agency's. The expiration comes last in each, so the view's window of days is
-- read from the index before a row is.

-- The premium as the row shows it, in cents: none counts as nothing, as an unpriced endorsement's cost does.
ALTER TABLE "Application" ADD COLUMN "premiumSortKey" INTEGER GENERATED ALWAYS AS (COALESCE("totalCostCents", 0)) STORED;

-- The Renewal column: the status of the policy's latest renewal as its badge reads (its statusSortKey), or "not
-- started" when none was started, as the column shows it. A copy kept by the database: a policy's own trigger reads
-- its renewals whenever its key is written (NULL asks for it), and a renewal made, moved, deleted or given another
-- status asks its policy (and the policy it left) to read them again.
ALTER TABLE "Application" ADD COLUMN "renewalSortKey" TEXT COLLATE "C";
CREATE FUNCTION "application_renewal_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."renewalSortKey" := coalesce((SELECT r."statusSortKey" FROM "Application" r WHERE r."renewedFromAppId" = NEW.id
    ORDER BY r."createdAt" DESC, r.id LIMIT 1), 'not started');
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Application_renewal_order" BEFORE INSERT OR UPDATE OF "renewalSortKey" ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "application_renewal_order"();
CREATE FUNCTION "renewal_policy_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  policies TEXT[] := ARRAY[]::TEXT[];
BEGIN
  IF TG_OP <> 'INSERT' THEN policies := policies || OLD."renewedFromAppId"; END IF;
  IF TG_OP <> 'DELETE' THEN policies := policies || NEW."renewedFromAppId"; END IF;
  UPDATE "Application" SET "renewalSortKey" = NULL WHERE id = ANY(policies);
  RETURN NULL;
END;
$$;
-- Only rows that are renewals, or were.
CREATE TRIGGER "Application_renewal_made" AFTER INSERT ON "Application"
  FOR EACH ROW WHEN (NEW."renewedFromAppId" IS NOT NULL) EXECUTE FUNCTION "renewal_policy_order"();
CREATE TRIGGER "Application_renewal_changed" AFTER UPDATE OF "status", "renewedFromAppId", "createdAt" ON "Application"
  FOR EACH ROW WHEN (
    (OLD."renewedFromAppId" IS NOT NULL OR NEW."renewedFromAppId" IS NOT NULL) AND (OLD."status" IS DISTINCT FROM NEW."status"
      OR OLD."renewedFromAppId" IS DISTINCT FROM NEW."renewedFromAppId" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  ) EXECUTE FUNCTION "renewal_policy_order"();
CREATE TRIGGER "Application_renewal_deleted" AFTER DELETE ON "Application"
  FOR EACH ROW WHEN (OLD."renewedFromAppId" IS NOT NULL) EXECUTE FUNCTION "renewal_policy_order"();
UPDATE "Application" SET "renewalSortKey" = NULL;

-- The keys are not changes of the policy: its cost, status and renewals keep their trails.
DROP TRIGGER "Application_audit" ON "Application";
CREATE TRIGGER "Application_audit" AFTER INSERT OR UPDATE OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Application', 'id', '', 'insuredName', 'insuredSortKey', 'agencyId', 'insuredNameTail',
    'agencySortKey', 'agentSortKey', 'productSortKey', 'policySortKey', 'statusSortKey', 'reviewSortKey', 'premiumSortKey', 'renewalSortKey', 'renewalsDueListed');

-- Whether the view lists the policy: its status is one of renewalsDueStatuses (lib/domain/renewals.ts), generated.
-- Each order's index leads with it, and the list asks for it as a value (renewalsDueListed = true). Indexes partial
-- over the statuses served a query naming the statuses only while PostgreSQL planned it with the values in hand:
-- Prisma's prepared statements are planned generically after a few runs, and a generic plan cannot be matched against
-- a partial index's predicate (at 100,000 submissions, 0.14 ms with the values, 30-38 ms once generic).
ALTER TABLE "Application" ADD COLUMN "renewalsDueListed" BOOLEAN GENERATED ALWAYS AS (
  "status" IN ('Bound', 'CancellationRequested', 'CancellationDenied', 'PolicyReinstated', 'RequestedRenewal')
) STORED;

CREATE INDEX "Application_renewalsDue_insured_idx" ON "Application"("renewalsDueListed", "insuredSortKey", "id", "expirationDate");
CREATE INDEX "Application_agencyId_renewalsDue_insured_idx" ON "Application"("agencyId", "renewalsDueListed", "insuredSortKey", "id", "expirationDate");
CREATE INDEX "Application_renewalsDue_agency_idx" ON "Application"("renewalsDueListed", "agencySortKey", "id", "expirationDate");
CREATE INDEX "Application_agencyId_renewalsDue_agency_idx" ON "Application"("agencyId", "renewalsDueListed", "agencySortKey", "id", "expirationDate");
CREATE INDEX "Application_renewalsDue_premium_idx" ON "Application"("renewalsDueListed", "premiumSortKey", "id", "expirationDate");
CREATE INDEX "Application_agencyId_renewalsDue_premium_idx" ON "Application"("agencyId", "renewalsDueListed", "premiumSortKey", "id", "expirationDate");
CREATE INDEX "Application_renewalsDue_status_idx" ON "Application"("renewalsDueListed", "statusSortKey", "id", "expirationDate");
CREATE INDEX "Application_agencyId_renewalsDue_status_idx" ON "Application"("agencyId", "renewalsDueListed", "statusSortKey", "id", "expirationDate");
CREATE INDEX "Application_renewalsDue_renewal_idx" ON "Application"("renewalsDueListed", "renewalSortKey", "id", "expirationDate");
CREATE INDEX "Application_agencyId_renewalsDue_renewal_idx" ON "Application"("agencyId", "renewalsDueListed", "renewalSortKey", "id", "expirationDate");

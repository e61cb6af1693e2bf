-- The work queue sorted by each of its columns (GET /api/work-queue and /api/work-queue/requests with sort=agency,
-- agent, product, status, review (manual review) and, on the request tabs, policy): as the policy history's columns
-- (migration column_orders), each order reads a key of its own on the rows, the application for new business and
-- renewals, the endorsement, cancellation or reinstatement for the other tabs, through an index in that order per
-- shape the queue reads: every waiting status together, one agency, one status (a request tab reads each of its
-- waiting statuses on its own).

-- The keys are not changes of the rows: the rows' own columns, and the tables they are copied from, keep the trail.
DROP TRIGGER "Application_audit" ON "Application";
CREATE TRIGGER "Application_audit" AFTER INSERT OR UPDATE OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Application', 'id', '', 'insuredName', 'insuredSortKey', 'agencyId', 'insuredNameTail',
    'agencySortKey', 'agentSortKey', 'productSortKey', 'policySortKey', 'statusSortKey', 'reviewSortKey');
DROP TRIGGER "Cancellation_audit" ON "Cancellation";
CREATE TRIGGER "Cancellation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Cancellation', 'id', '', 'insuredSortKey', 'statusSortKey', 'cancellationSortKey',
    'policySortKey', 'productSortKey', 'agencySortKey', 'agentSortKey');
DROP TRIGGER "Reinstatement_audit" ON "Reinstatement";
CREATE TRIGGER "Reinstatement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Reinstatement', 'id', '', 'insuredSortKey', 'statusSortKey', 'cancellationSortKey',
    'policySortKey', 'productSortKey', 'agencySortKey', 'agentSortKey');
DROP TRIGGER "Endorsement_audit" ON "Endorsement";
CREATE TRIGGER "Endorsement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Endorsement', 'id', '', 'costSortKey', 'insuredSortKey', 'policySortKey', 'productSortKey',
    'boundSortKey', 'updatedBySortKey', 'agencySortKey', 'agentSortKey', 'statusSortKey');

-- Status: the badge's words without case (statusLabel; the endorsements' endorsementStatusLabel).
ALTER TABLE "Application" ADD COLUMN "statusSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (
  CASE "status"
    WHEN 'NotStarted' THEN 'not started'
    WHEN 'InProgress' THEN 'in progress'
    WHEN 'ApprovalRequested' THEN 'approval requested'
    WHEN 'QuoteApproved' THEN 'quote approved'
    WHEN 'PendingBind' THEN 'pending bind'
    WHEN 'Bound' THEN 'bound'
    WHEN 'PolicyCancelled' THEN 'cancelled'
    WHEN 'CancellationRequested' THEN 'cancellation requested'
    WHEN 'CancellationScheduled' THEN 'cancellation scheduled'
    WHEN 'CancellationDenied' THEN 'cancellation denied'
    WHEN 'ReinstatementRequested' THEN 'reinstatement requested'
    WHEN 'ReinstatementDenied' THEN 'reinstatement denied'
    WHEN 'PolicyReinstated' THEN 'reinstated'
    WHEN 'UnderwritingDeclined' THEN 'underwriting declined'
    WHEN 'UnderwritingBindReview' THEN 'underwriting bind review'
    WHEN 'IncompleteBind' THEN 'incomplete bind'
    WHEN 'QuoteArchived' THEN 'quote archived'
    WHEN 'QuotePermanentlyArchived' THEN 'quote permanently archived'
    WHEN 'Renewal' THEN 'renewal'
    WHEN 'Hidden' THEN 'hidden'
    WHEN 'NTU' THEN 'not taken up'
    WHEN 'Declined' THEN 'declined'
    WHEN 'ReferredToProgram' THEN 'referred to program'
    WHEN 'Submitted' THEN 'submitted'
    WHEN 'Working' THEN 'working'
    WHEN 'RequestedInfo' THEN 'requested info'
    WHEN 'InMarket' THEN 'in market'
    WHEN 'Quoted' THEN 'quoted'
    WHEN 'RequestedRenewal' THEN 'renewal requested'
    WHEN 'Test' THEN 'test'
  END) STORED;
ALTER TABLE "Endorsement" ADD COLUMN "statusSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (
  CASE "status"
    WHEN 'InProgress' THEN 'in progress'
    WHEN 'ApprovalRequested' THEN 'requested'
    WHEN 'EndorsementApproved' THEN 'approved'
    WHEN 'BindRequested' THEN 'bind requested'
    WHEN 'Bound' THEN 'bound'
    WHEN 'Declined' THEN 'declined'
    WHEN 'Archived' THEN 'archived'
    WHEN 'Cancelled' THEN 'cancelled'
    WHEN 'CancelledReversed' THEN 'cancelled reversed'
  END) STORED;

-- Manual review: 1 for an application flagged for it, 0 otherwise, so the flagged come first from the top.
ALTER TABLE "Application" ADD COLUMN "reviewSortKey" INTEGER GENERATED ALWAYS AS (CASE WHEN "isFlaggedForManualReview" THEN 1 ELSE 0 END) STORED;

-- Agency, agent, product and policy number: copies, set whatever a write says. An application's policy number is its
-- own, else (a renewal not yet bound) the number of the policy it renews, as the queue's row shows it.
ALTER TABLE "Application" ADD COLUMN "agencySortKey" TEXT COLLATE "C";
ALTER TABLE "Application" ADD COLUMN "agentSortKey" TEXT COLLATE "C";
ALTER TABLE "Application" ADD COLUMN "productSortKey" TEXT COLLATE "C";
ALTER TABLE "Application" ADD COLUMN "policySortKey" TEXT COLLATE "C";
CREATE FUNCTION "application_column_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."agencySortKey" := COALESCE((SELECT lower(g."name") FROM "Agency" g WHERE g.id = NEW."agencyId"), '');
  NEW."agentSortKey" := COALESCE((SELECT lower(btrim(u."firstName" || ' ' || u."lastName")) FROM "Submission" s JOIN "User" u ON u.id = s."agentId" WHERE s.id = NEW."submissionId"), '');
  NEW."productSortKey" := COALESCE((SELECT lower(p."label") FROM "Product" p WHERE p.id = NEW."productId"), '');
  NEW."policySortKey" := lower(COALESCE(NEW."policyNo", (SELECT r."policyNo" FROM "Application" r WHERE r.id = NEW."renewedFromAppId"), ''));
  RETURN NEW;
END;
$$;
-- After Application_insured_name, which sets the agency.
CREATE TRIGGER "Application_sort_keys" BEFORE INSERT OR UPDATE OF "agencyId", "submissionId", "productId", "policyNo", "renewedFromAppId",
  "agencySortKey", "agentSortKey", "productSortKey", "policySortKey" ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "application_column_order"();

ALTER TABLE "Cancellation" ADD COLUMN "policySortKey" TEXT COLLATE "C";
ALTER TABLE "Cancellation" ADD COLUMN "productSortKey" TEXT COLLATE "C";
ALTER TABLE "Cancellation" ADD COLUMN "agencySortKey" TEXT COLLATE "C";
ALTER TABLE "Cancellation" ADD COLUMN "agentSortKey" TEXT COLLATE "C";
ALTER TABLE "Reinstatement" ADD COLUMN "policySortKey" TEXT COLLATE "C";
ALTER TABLE "Reinstatement" ADD COLUMN "productSortKey" TEXT COLLATE "C";
ALTER TABLE "Reinstatement" ADD COLUMN "agencySortKey" TEXT COLLATE "C";
ALTER TABLE "Reinstatement" ADD COLUMN "agentSortKey" TEXT COLLATE "C";
ALTER TABLE "Endorsement" ADD COLUMN "agencySortKey" TEXT COLLATE "C";
ALTER TABLE "Endorsement" ADD COLUMN "agentSortKey" TEXT COLLATE "C";
CREATE FUNCTION "record_people_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."agencySortKey" := COALESCE((SELECT lower(g."name") FROM "Agency" g WHERE g.id = NEW."agencyId"), '');
  NEW."agentSortKey" := COALESCE((SELECT lower(btrim(u."firstName" || ' ' || u."lastName"))
    FROM "Application" a JOIN "Submission" s ON s.id = a."submissionId" JOIN "User" u ON u.id = s."agentId" WHERE a.id = NEW."applicationId"), '');
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Cancellation_policy_order" BEFORE INSERT OR UPDATE OF "applicationId", "policySortKey" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "record_policy_order"();
CREATE TRIGGER "Cancellation_product_order" BEFORE INSERT OR UPDATE OF "applicationId", "productSortKey" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "record_product_order"();
CREATE TRIGGER "Cancellation_people_order" BEFORE INSERT OR UPDATE OF "applicationId", "agencyId", "agencySortKey", "agentSortKey" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "record_people_order"();
CREATE TRIGGER "Reinstatement_policy_order" BEFORE INSERT OR UPDATE OF "applicationId", "policySortKey" ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "record_policy_order"();
CREATE TRIGGER "Reinstatement_product_order" BEFORE INSERT OR UPDATE OF "applicationId", "productSortKey" ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "record_product_order"();
CREATE TRIGGER "Reinstatement_people_order" BEFORE INSERT OR UPDATE OF "applicationId", "agencyId", "agencySortKey", "agentSortKey" ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "record_people_order"();
CREATE TRIGGER "Endorsement_people_order" BEFORE INSERT OR UPDATE OF "applicationId", "agencyId", "agencySortKey", "agentSortKey" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "record_people_order"();

-- The copies follow their sources: a policy renumbered, a product, agency or agent renamed, a submission given to
-- another agent (each row's own trigger reads the new value).
CREATE OR REPLACE FUNCTION "application_record_policy_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Endorsement" SET "policySortKey" = NULL WHERE "applicationId" = NEW.id;
  UPDATE "Cancellation" SET "policySortKey" = NULL WHERE "applicationId" = NEW.id;
  UPDATE "Reinstatement" SET "policySortKey" = NULL WHERE "applicationId" = NEW.id;
  UPDATE "Application" SET "policySortKey" = NULL WHERE "renewedFromAppId" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION "product_record_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Application" SET "productSortKey" = NULL WHERE "productId" = NEW.id;
  UPDATE "Endorsement" SET "productSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "productId" = NEW.id);
  UPDATE "Cancellation" SET "productSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "productId" = NEW.id);
  UPDATE "Reinstatement" SET "productSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "productId" = NEW.id);
  UPDATE "Document" SET "productSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "productId" = NEW.id);
  RETURN NULL;
END;
$$;
CREATE FUNCTION "agency_column_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Application" SET "agencySortKey" = NULL WHERE "agencyId" = NEW.id;
  UPDATE "Endorsement" SET "agencySortKey" = NULL WHERE "agencyId" = NEW.id;
  UPDATE "Cancellation" SET "agencySortKey" = NULL WHERE "agencyId" = NEW.id;
  UPDATE "Reinstatement" SET "agencySortKey" = NULL WHERE "agencyId" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Agency_column_order" AFTER UPDATE OF "name" ON "Agency"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "agency_column_order"();
-- Every row of the submissions of `agent`, or of one submission.
CREATE FUNCTION "agent_column_order"(submissions TEXT[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Application" SET "agentSortKey" = NULL WHERE "submissionId" = ANY(submissions);
  UPDATE "Endorsement" SET "agentSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "submissionId" = ANY(submissions));
  UPDATE "Cancellation" SET "agentSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "submissionId" = ANY(submissions));
  UPDATE "Reinstatement" SET "agentSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "submissionId" = ANY(submissions));
END;
$$;
CREATE FUNCTION "user_agent_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_column_order"(ARRAY(SELECT id FROM "Submission" WHERE "agentId" = NEW.id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER "User_agent_order" AFTER UPDATE OF "firstName", "lastName" ON "User"
  FOR EACH ROW WHEN (OLD."firstName" IS DISTINCT FROM NEW."firstName" OR OLD."lastName" IS DISTINCT FROM NEW."lastName")
  EXECUTE FUNCTION "user_agent_order"();
CREATE FUNCTION "submission_agent_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "agent_column_order"(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Submission_agent_order" AFTER UPDATE OF "agentId" ON "Submission"
  FOR EACH ROW WHEN (OLD."agentId" IS DISTINCT FROM NEW."agentId") EXECUTE FUNCTION "submission_agent_order"();

UPDATE "Application" SET "agencySortKey" = NULL;
UPDATE "Endorsement" SET "agencySortKey" = NULL;
UPDATE "Cancellation" SET "policySortKey" = NULL, "productSortKey" = NULL, "agencySortKey" = NULL;
UPDATE "Reinstatement" SET "policySortKey" = NULL, "productSortKey" = NULL, "agencySortKey" = NULL;

-- CreateIndex: over the waiting applications as the queue's other orders (lib/domain/work-queue.ts), and by status
-- over every application (a renewal tab's status, and the status filter, sent as a parameter a partial index cannot
-- be matched against).
CREATE INDEX "Application_agencySortKey_id_idx" ON "Application"("agencySortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_agencySortKey_id_idx" ON "Application"("agencyId", "agencySortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_status_agencySortKey_id_idx" ON "Application"("status", "agencySortKey", "id");
CREATE INDEX "Application_agentSortKey_id_idx" ON "Application"("agentSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_agentSortKey_id_idx" ON "Application"("agencyId", "agentSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_status_agentSortKey_id_idx" ON "Application"("status", "agentSortKey", "id");
CREATE INDEX "Application_productSortKey_id_idx" ON "Application"("productSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_productSortKey_id_idx" ON "Application"("agencyId", "productSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_status_productSortKey_id_idx" ON "Application"("status", "productSortKey", "id");
CREATE INDEX "Application_statusSortKey_id_idx" ON "Application"("statusSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_statusSortKey_id_idx" ON "Application"("agencyId", "statusSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_status_statusSortKey_id_idx" ON "Application"("status", "statusSortKey", "id");
CREATE INDEX "Application_reviewSortKey_id_idx" ON "Application"("reviewSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_agencyId_reviewSortKey_id_idx" ON "Application"("agencyId", "reviewSortKey", "id") WHERE "status" IN ('ApprovalRequested', 'PendingBind', 'UnderwritingBindReview', 'IncompleteBind', 'Submitted', 'Working', 'RequestedInfo', 'InMarket');
CREATE INDEX "Application_status_reviewSortKey_id_idx" ON "Application"("status", "reviewSortKey", "id");
CREATE INDEX "Application_status_policySortKey_id_idx" ON "Application"("status", "policySortKey", "id");
CREATE INDEX "Cancellation_status_policySortKey_id_idx" ON "Cancellation"("status", "policySortKey", "id");
CREATE INDEX "Cancellation_status_productSortKey_id_idx" ON "Cancellation"("status", "productSortKey", "id");
CREATE INDEX "Cancellation_status_agencySortKey_id_idx" ON "Cancellation"("status", "agencySortKey", "id");
CREATE INDEX "Cancellation_status_agentSortKey_id_idx" ON "Cancellation"("status", "agentSortKey", "id");
CREATE INDEX "Cancellation_status_statusSortKey_id_idx" ON "Cancellation"("status", "statusSortKey", "id");
CREATE INDEX "Reinstatement_status_policySortKey_id_idx" ON "Reinstatement"("status", "policySortKey", "id");
CREATE INDEX "Reinstatement_status_productSortKey_id_idx" ON "Reinstatement"("status", "productSortKey", "id");
CREATE INDEX "Reinstatement_status_agencySortKey_id_idx" ON "Reinstatement"("status", "agencySortKey", "id");
CREATE INDEX "Reinstatement_status_agentSortKey_id_idx" ON "Reinstatement"("status", "agentSortKey", "id");
CREATE INDEX "Reinstatement_status_statusSortKey_id_idx" ON "Reinstatement"("status", "statusSortKey", "id");
CREATE INDEX "Endorsement_status_agencySortKey_id_idx" ON "Endorsement"("status", "agencySortKey", "id");
CREATE INDEX "Endorsement_status_agentSortKey_id_idx" ON "Endorsement"("status", "agentSortKey", "id");
CREATE INDEX "Endorsement_status_statusSortKey_id_idx" ON "Endorsement"("status", "statusSortKey", "id");

-- The policy history's and the documents' other columns sorted (GET /api/cancellations, /api/reinstatements,
-- /api/endorsements and /api/documents with sort=status, cancellation, policy, product, bound, updatedBy, uploader,
-- classification): each order reads a key of its own on the rows, through an index per scope the list reads (an
-- agency's rows, every agency's, and for endorsements each status tab), forwards one way and backwards the other.
-- A key the database derives from the row is generated; one from another table is a copy kept by triggers, as the
-- insured's name is (migration record_insured_order). The keys are set whatever a write says and never left empty, so
-- a page's last row always names where the next begins: a missing date is the first day there is, a missing text the
-- empty one.

-- The keys are not changes of the rows: the rows' own columns, and the tables they are copied from, keep the trail.
DROP TRIGGER "Cancellation_audit" ON "Cancellation";
CREATE TRIGGER "Cancellation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Cancellation', 'id', '', 'insuredSortKey', 'statusSortKey', 'cancellationSortKey');
DROP TRIGGER "Reinstatement_audit" ON "Reinstatement";
CREATE TRIGGER "Reinstatement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Reinstatement', 'id', '', 'insuredSortKey', 'statusSortKey', 'cancellationSortKey');
DROP TRIGGER "Endorsement_audit" ON "Endorsement";
CREATE TRIGGER "Endorsement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Endorsement', 'id', '', 'costSortKey', 'insuredSortKey', 'policySortKey', 'productSortKey', 'boundSortKey', 'updatedBySortKey');
DROP TRIGGER "Document_audit" ON "Document";
CREATE TRIGGER "Document_audit" AFTER INSERT OR UPDATE OR DELETE ON "Document"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Document', 'id', '', 'filenameSortKey', 'productSortKey', 'uploaderSortKey', 'classificationSortKey');

-- Status: the badge's words without case (statusLabel), so the column sorts as it reads.
ALTER TABLE "Cancellation" ADD COLUMN "statusSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (
  CASE "status"
    WHEN 'CancellationRequested' THEN 'cancellation requested'
    WHEN 'CancellationDenied' THEN 'cancellation denied'
    WHEN 'CancellationCancelled' THEN 'cancellation cancelled'
    WHEN 'PolicyCancelled' THEN 'cancelled'
    WHEN 'CancellationScheduled' THEN 'cancellation scheduled'
  END) STORED;
ALTER TABLE "Reinstatement" ADD COLUMN "statusSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (
  CASE "status"
    WHEN 'ReinstatementRequested' THEN 'reinstatement requested'
    WHEN 'ReinstatementDenied' THEN 'reinstatement denied'
    WHEN 'PolicyReinstated' THEN 'reinstated'
  END) STORED;

-- Cancellation date: a cancellation's own; a reinstatement's is the date of the cancellation it undoes.
ALTER TABLE "Cancellation" ADD COLUMN "cancellationSortKey" DATE GENERATED ALWAYS AS (COALESCE("cancellationDate", DATE '0001-01-01')) STORED;
ALTER TABLE "Reinstatement" ADD COLUMN "cancellationSortKey" DATE;
CREATE FUNCTION "reinstatement_cancellation_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."cancellationSortKey" := COALESCE((SELECT c."cancellationDate" FROM "Cancellation" c WHERE c.id = NEW."cancellationId"), DATE '0001-01-01');
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Reinstatement_cancellation_order" BEFORE INSERT OR UPDATE OF "cancellationId", "cancellationSortKey" ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "reinstatement_cancellation_order"();
CREATE FUNCTION "cancellation_reinstatement_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Reinstatement" SET "cancellationSortKey" = NULL WHERE "cancellationId" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Cancellation_reinstatement_order" AFTER UPDATE OF "cancellationDate" ON "Cancellation"
  FOR EACH ROW WHEN (OLD."cancellationDate" IS DISTINCT FROM NEW."cancellationDate") EXECUTE FUNCTION "cancellation_reinstatement_order"();
UPDATE "Reinstatement" SET "cancellationSortKey" = NULL;

-- Bound: when an endorsement was bound; one not bound sorts as the earliest.
ALTER TABLE "Endorsement" ADD COLUMN "boundSortKey" TIMESTAMP(3) GENERATED ALWAYS AS (COALESCE("boundDate", TIMESTAMP '0001-01-01 00:00:00')) STORED;

-- Uploaded by and classification: a document's own, without case; the classification as it reads (classificationLabel:
-- its words apart, "signed_app_packet" reads "Signed App Packet"), none first.
ALTER TABLE "Document" ADD COLUMN "uploaderSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (lower("uploaderName")) STORED;
ALTER TABLE "Document" ADD COLUMN "classificationSortKey" TEXT COLLATE "C" GENERATED ALWAYS AS (
  lower(btrim(regexp_replace(COALESCE("classification", ''), '[_[:space:]-]+', ' ', 'g')))) STORED;

-- Policy number and product: the policy's, copied as the record is written and again when the policy's number or the
-- product's name changes.
ALTER TABLE "Endorsement" ADD COLUMN "policySortKey" TEXT COLLATE "C";
ALTER TABLE "Endorsement" ADD COLUMN "productSortKey" TEXT COLLATE "C";
ALTER TABLE "Document" ADD COLUMN "productSortKey" TEXT COLLATE "C";
CREATE FUNCTION "record_policy_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."policySortKey" := (SELECT lower(COALESCE(a."policyNo", '')) FROM "Application" a WHERE a.id = NEW."applicationId");
  RETURN NEW;
END;
$$;
CREATE FUNCTION "record_product_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."productSortKey" := (SELECT lower(p."label") FROM "Application" a JOIN "Product" p ON p.id = a."productId" WHERE a.id = NEW."applicationId");
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Endorsement_policy_order" BEFORE INSERT OR UPDATE OF "applicationId", "policySortKey" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "record_policy_order"();
CREATE TRIGGER "Endorsement_product_order" BEFORE INSERT OR UPDATE OF "applicationId", "productSortKey" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "record_product_order"();
CREATE TRIGGER "Document_product_order" BEFORE INSERT OR UPDATE OF "applicationId", "productSortKey" ON "Document"
  FOR EACH ROW EXECUTE FUNCTION "record_product_order"();
CREATE FUNCTION "application_record_policy_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Endorsement" SET "policySortKey" = NULL WHERE "applicationId" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Application_record_policy_order" AFTER UPDATE OF "policyNo" ON "Application"
  FOR EACH ROW WHEN (OLD."policyNo" IS DISTINCT FROM NEW."policyNo") EXECUTE FUNCTION "application_record_policy_order"();
CREATE FUNCTION "product_record_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Endorsement" SET "productSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "productId" = NEW.id);
  UPDATE "Document" SET "productSortKey" = NULL WHERE "applicationId" IN (SELECT id FROM "Application" WHERE "productId" = NEW.id);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Product_record_order" AFTER UPDATE OF "label" ON "Product"
  FOR EACH ROW WHEN (OLD."label" IS DISTINCT FROM NEW."label") EXECUTE FUNCTION "product_record_order"();
UPDATE "Endorsement" SET "policySortKey" = NULL, "productSortKey" = NULL;
UPDATE "Document" SET "productSortKey" = NULL;

-- Updated by: the name of who last changed the endorsement, as the column shows it, again when they are renamed.
ALTER TABLE "Endorsement" ADD COLUMN "updatedBySortKey" TEXT COLLATE "C";
CREATE FUNCTION "endorsement_updater_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updatedBySortKey" := (SELECT lower(trim(u."firstName" || ' ' || u."lastName")) FROM "User" u WHERE u.id = NEW."updatedById");
  RETURN NEW;
END;
$$;
CREATE TRIGGER "Endorsement_updater_order" BEFORE INSERT OR UPDATE OF "updatedById", "updatedBySortKey" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "endorsement_updater_order"();
CREATE FUNCTION "user_endorsement_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Endorsement" SET "updatedBySortKey" = NULL WHERE "updatedById" = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "User_endorsement_order" AFTER UPDATE OF "firstName", "lastName" ON "User"
  FOR EACH ROW WHEN (OLD."firstName" IS DISTINCT FROM NEW."firstName" OR OLD."lastName" IS DISTINCT FROM NEW."lastName")
  EXECUTE FUNCTION "user_endorsement_order"();
UPDATE "Endorsement" SET "updatedBySortKey" = NULL;

-- CreateIndex
CREATE INDEX "Cancellation_agencyId_statusSortKey_id_idx" ON "Cancellation"("agencyId", "statusSortKey", "id");
CREATE INDEX "Cancellation_statusSortKey_id_idx" ON "Cancellation"("statusSortKey", "id");
CREATE INDEX "Cancellation_agencyId_cancellationSortKey_id_idx" ON "Cancellation"("agencyId", "cancellationSortKey", "id");
CREATE INDEX "Cancellation_cancellationSortKey_id_idx" ON "Cancellation"("cancellationSortKey", "id");
CREATE INDEX "Reinstatement_agencyId_statusSortKey_id_idx" ON "Reinstatement"("agencyId", "statusSortKey", "id");
CREATE INDEX "Reinstatement_statusSortKey_id_idx" ON "Reinstatement"("statusSortKey", "id");
CREATE INDEX "Reinstatement_agencyId_cancellationSortKey_id_idx" ON "Reinstatement"("agencyId", "cancellationSortKey", "id");
CREATE INDEX "Reinstatement_cancellationSortKey_id_idx" ON "Reinstatement"("cancellationSortKey", "id");
CREATE INDEX "Endorsement_policySortKey_id_idx" ON "Endorsement"("policySortKey", "id");
CREATE INDEX "Endorsement_status_policySortKey_id_idx" ON "Endorsement"("status", "policySortKey", "id");
CREATE INDEX "Endorsement_agencyId_policySortKey_id_idx" ON "Endorsement"("agencyId", "policySortKey", "id");
CREATE INDEX "Endorsement_agencyId_status_policySortKey_id_idx" ON "Endorsement"("agencyId", "status", "policySortKey", "id");
CREATE INDEX "Endorsement_productSortKey_id_idx" ON "Endorsement"("productSortKey", "id");
CREATE INDEX "Endorsement_status_productSortKey_id_idx" ON "Endorsement"("status", "productSortKey", "id");
CREATE INDEX "Endorsement_agencyId_productSortKey_id_idx" ON "Endorsement"("agencyId", "productSortKey", "id");
CREATE INDEX "Endorsement_agencyId_status_productSortKey_id_idx" ON "Endorsement"("agencyId", "status", "productSortKey", "id");
CREATE INDEX "Endorsement_boundSortKey_id_idx" ON "Endorsement"("boundSortKey", "id");
CREATE INDEX "Endorsement_status_boundSortKey_id_idx" ON "Endorsement"("status", "boundSortKey", "id");
CREATE INDEX "Endorsement_agencyId_boundSortKey_id_idx" ON "Endorsement"("agencyId", "boundSortKey", "id");
CREATE INDEX "Endorsement_agencyId_status_boundSortKey_id_idx" ON "Endorsement"("agencyId", "status", "boundSortKey", "id");
CREATE INDEX "Endorsement_updatedBySortKey_id_idx" ON "Endorsement"("updatedBySortKey", "id");
CREATE INDEX "Endorsement_status_updatedBySortKey_id_idx" ON "Endorsement"("status", "updatedBySortKey", "id");
CREATE INDEX "Endorsement_agencyId_updatedBySortKey_id_idx" ON "Endorsement"("agencyId", "updatedBySortKey", "id");
CREATE INDEX "Endorsement_agencyId_status_updatedBySortKey_id_idx" ON "Endorsement"("agencyId", "status", "updatedBySortKey", "id");
CREATE INDEX "Document_agencyId_productSortKey_id_idx" ON "Document"("agencyId", "productSortKey", "id");
CREATE INDEX "Document_productSortKey_id_idx" ON "Document"("productSortKey", "id");
CREATE INDEX "Document_agencyId_uploaderSortKey_id_idx" ON "Document"("agencyId", "uploaderSortKey", "id");
CREATE INDEX "Document_uploaderSortKey_id_idx" ON "Document"("uploaderSortKey", "id");
CREATE INDEX "Document_agencyId_classificationSortKey_id_idx" ON "Document"("agencyId", "classificationSortKey", "id");
CREATE INDEX "Document_classificationSortKey_id_idx" ON "Document"("classificationSortKey", "id");

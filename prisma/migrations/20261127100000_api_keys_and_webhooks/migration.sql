-- Keys for an agency's systems, and the webhooks that tell those systems what changed (docs/api.md).
-- A key acts as a service user of its agency; only the key's SHA-256 is kept. An event is an outbox
-- row per subscribed endpoint, written by triggers in the same transaction as the change it tells of,
-- so no write path can skip it; a worker sends the rows (server/webhooks).

-- CreateEnum
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'sending', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "agencyId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "revokedById" TEXT,

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEndpoint" (
    "id" TEXT NOT NULL,
    "agencyId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "description" TEXT,
    "secretCipher" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "endpointId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMP(3),
    "lastAttemptAt" TIMESTAMP(3),
    "lastResponseStatus" INTEGER,
    "lastError" TEXT,
    "deliveredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_userId_key" ON "ApiKey"("userId");
CREATE UNIQUE INDEX "ApiKey_secretHash_key" ON "ApiKey"("secretHash");
CREATE INDEX "ApiKey_agencyId_createdAt_idx" ON "ApiKey"("agencyId", "createdAt");
CREATE INDEX "WebhookEndpoint_agencyId_createdAt_idx" ON "WebhookEndpoint"("agencyId", "createdAt");
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");
CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_revokedById_fkey" FOREIGN KEY ("revokedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Keys and endpoints are in the audit trail; their secrets never are.
CREATE TRIGGER "ApiKey_audit" AFTER INSERT OR UPDATE OR DELETE ON "ApiKey"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('ApiKey', 'id', '', 'secretHash');
CREATE TRIGGER "WebhookEndpoint_audit" AFTER INSERT OR UPDATE OR DELETE ON "WebhookEndpoint"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('WebhookEndpoint', 'id', '', 'secretCipher');

-- One event: a delivery row for each live endpoint of the agency subscribed to it, sharing one event id.
CREATE FUNCTION "webhook_enqueue"(agency_id text, event text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id text := gen_random_uuid()::text;
BEGIN
  INSERT INTO "WebhookDelivery" ("id", "endpointId", "eventId", "event", "payload")
  SELECT gen_random_uuid()::text, e."id", event_id, event,
         jsonb_build_object('id', event_id, 'type', event, 'createdAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                            'agencyID', agency_id, 'data', data)
  FROM "WebhookEndpoint" e
  WHERE e."agencyId" = agency_id AND e."deletedAt" IS NULL AND event = ANY (e."events");
END;
$$;

-- An application's status change; its bind is also a policy.bound.
CREATE FUNCTION "webhook_application_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  app record;
BEGIN
  SELECT a."id", a."submissionId", a."policyNo", a."effectiveDate", a."expirationDate", a."totalCostCents", s."agencyId", p."label" AS "productName"
    INTO app
  FROM "Application" a JOIN "Submission" s ON s."id" = a."submissionId" JOIN "Product" p ON p."id" = a."productId"
  WHERE a."id" = NEW."applicationId";
  IF NOT FOUND OR NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "agencyId" = app."agencyId" AND "deletedAt" IS NULL) THEN
    RETURN NULL;
  END IF;
  PERFORM "webhook_enqueue"(app."agencyId", 'application.status_changed', jsonb_build_object(
    'appID', app."id", 'submissionID', app."submissionId", 'productName', app."productName",
    'fromStatus', NEW."fromStatus", 'toStatus', NEW."toStatus", 'reason', NEW."reason", 'policyNumber', app."policyNo"));
  -- A bind is the first time the application becomes Bound; a reinstated policy returning to Bound is not one.
  IF NEW."toStatus" = 'Bound' AND NOT EXISTS (
    SELECT 1 FROM "ApplicationStatusHistory" h WHERE h."applicationId" = NEW."applicationId" AND h."toStatus" = 'Bound' AND h."id" <> NEW."id"
  ) THEN
    PERFORM "webhook_enqueue"(app."agencyId", 'policy.bound', jsonb_build_object(
      'appID', app."id", 'submissionID', app."submissionId", 'productName', app."productName", 'policyNumber', app."policyNo",
      'effectiveDate', app."effectiveDate", 'expirationDate', app."expirationDate",
      'totalCost', CASE WHEN app."totalCostCents" IS NULL THEN NULL ELSE round(app."totalCostCents" / 100.0, 2) END));
  END IF;
  RETURN NULL;
END;
$$;

-- A record's status change (endorsement, cancellation, reinstatement). Arguments: the event, the record's
-- table, the history column naming the record, and the id key the event's data names it by.
CREATE FUNCTION "webhook_record_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  record_id text := to_jsonb(NEW) ->> TG_ARGV[2];
  rec record;
BEGIN
  EXECUTE format('SELECT r."applicationId", a."submissionId", a."policyNo", s."agencyId" FROM %I r
                  JOIN "Application" a ON a."id" = r."applicationId" JOIN "Submission" s ON s."id" = a."submissionId"
                  WHERE r."id" = $1', TG_ARGV[1])
    INTO rec USING record_id;
  IF rec."agencyId" IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM "webhook_enqueue"(rec."agencyId", TG_ARGV[0], jsonb_build_object(
    TG_ARGV[3], record_id, 'appID', rec."applicationId", 'submissionID', rec."submissionId",
    'policyNumber', rec."policyNo", 'status', NEW."status"));
  RETURN NULL;
END;
$$;

-- A note the agency may read (never an internal one).
CREATE FUNCTION "webhook_note_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_enqueue"(s."agencyId", 'note.created', jsonb_build_object(
    'noteID', NEW."id", 'submissionID', NEW."submissionId", 'appID', NEW."applicationId", 'entityType', NEW."entityType",
    'entityID', NEW."entityId", 'category', NEW."category", 'content', NEW."content", 'parentNoteID', NEW."parentNoteId",
    'authorName', trim(u."firstName" || ' ' || u."lastName")))
  FROM "Submission" s, "User" u
  WHERE s."id" = NEW."submissionId" AND u."id" = NEW."authorId";
  RETURN NULL;
END;
$$;

-- A document the agency may see (never one kept for underwriters).
CREATE FUNCTION "webhook_document_created"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "webhook_enqueue"(NEW."agencyId", 'document.created', jsonb_build_object(
    'documentID', NEW."id", 'appID', NEW."applicationId", 'submissionID', a."submissionId", 'fileName', NEW."filename",
    'category', NEW."category", 'mimeType', NEW."mimeType", 'sizeBytes', NEW."sizeBytes", 'uploaderType', NEW."uploaderType"))
  FROM "Application" a
  WHERE a."id" = NEW."applicationId";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ApplicationStatusHistory_webhook" AFTER INSERT ON "ApplicationStatusHistory"
  FOR EACH ROW EXECUTE FUNCTION "webhook_application_status"();
CREATE TRIGGER "EndorsementStatusHistory_webhook" AFTER INSERT ON "EndorsementStatusHistory"
  FOR EACH ROW EXECUTE FUNCTION "webhook_record_status"('endorsement.status_changed', 'Endorsement', 'endorsementId', 'endorsementID');
CREATE TRIGGER "CancellationStatusHistory_webhook" AFTER INSERT ON "CancellationStatusHistory"
  FOR EACH ROW EXECUTE FUNCTION "webhook_record_status"('cancellation.status_changed', 'Cancellation', 'cancellationId', 'cancellationID');
CREATE TRIGGER "ReinstatementStatusHistory_webhook" AFTER INSERT ON "ReinstatementStatusHistory"
  FOR EACH ROW EXECUTE FUNCTION "webhook_record_status"('reinstatement.status_changed', 'Reinstatement', 'reinstatementId', 'reinstatementID');
CREATE TRIGGER "Note_webhook" AFTER INSERT ON "Note"
  FOR EACH ROW WHEN (NOT NEW."isInternal") EXECUTE FUNCTION "webhook_note_created"();
CREATE TRIGGER "Document_webhook" AFTER INSERT ON "Document"
  FOR EACH ROW WHEN (NOT NEW."exclusiveToUnderwriter") EXECUTE FUNCTION "webhook_document_created"();

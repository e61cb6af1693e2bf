-- An audit trail of every change to the insurer's records: who (the app sets app.actor_id and
-- app.request_id at the start of each transaction), when, which entity, and each changed field's
-- previous and new value. Written by triggers, so no write path can skip it.
-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "requestId" TEXT,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditLog_entityType_entityId_occurredAt_idx" ON "AuditLog"("entityType", "entityId", "occurredAt");

-- Arguments: the entity type recorded, the column holding the entity's id, a column whose value
-- prefixes the field names ('' for none: child rows such as addresses name their part), then
-- columns never recorded (secrets).
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  prefix text := CASE WHEN TG_ARGV[2] = '' THEN '' ELSE (any_row ->> TG_ARGV[2]) || '.' END;
  changes jsonb := '{}'::jsonb;
  field text;
BEGIN
  FOR field IN SELECT jsonb_object_keys(any_row) LOOP
    CONTINUE WHEN field IN ('createdAt', 'updatedAt') OR field = ANY (TG_ARGV[3:]);
    IF (old_row -> field) IS DISTINCT FROM (new_row -> field) THEN
      changes := changes || jsonb_build_object(prefix || field, jsonb_build_object('from', old_row -> field, 'to', new_row -> field));
    END IF;
  END LOOP;
  IF changes = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  -- clock_timestamp(), not now(): rows of one transaction keep the order they happened in.
  INSERT INTO "AuditLog" ("id", "occurredAt", "actorId", "requestId", "entityType", "entityId", "action", "changes")
  VALUES (
    gen_random_uuid()::text,
    clock_timestamp(),
    nullif(current_setting('app.actor_id', true), ''),
    nullif(current_setting('app.request_id', true), ''),
    TG_ARGV[0],
    any_row ->> TG_ARGV[1],
    lower(TG_OP),
    changes
  );
  RETURN NULL;
END;
$$;

-- The trail cannot be rewritten: rows are only ever added.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only.' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditLog_append_only" BEFORE UPDATE OR DELETE ON "AuditLog"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

CREATE TRIGGER "Application_audit" AFTER INSERT OR UPDATE OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Application', 'id', '');
CREATE TRIGGER "Submission_audit" AFTER INSERT OR UPDATE OR DELETE ON "Submission"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'id', '');
CREATE TRIGGER "SubmissionAddress_audit" AFTER INSERT OR UPDATE OR DELETE ON "SubmissionAddress"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'submissionId', 'kind', 'id', 'submissionId', 'kind');
CREATE TRIGGER "SubmissionBusinessType_audit" AFTER INSERT OR UPDATE OR DELETE ON "SubmissionBusinessType"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Submission', 'submissionId', 'businessTypeId', 'submissionId', 'businessTypeId');
CREATE TRIGGER "Document_audit" AFTER INSERT OR UPDATE OR DELETE ON "Document"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Document', 'id', '');
CREATE TRIGGER "Note_audit" AFTER INSERT OR UPDATE OR DELETE ON "Note"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Note', 'id', '');
CREATE TRIGGER "Cancellation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Cancellation', 'id', '');
CREATE TRIGGER "Reinstatement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Reinstatement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Reinstatement', 'id', '');
CREATE TRIGGER "Endorsement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('Endorsement', 'id', '');
CREATE TRIGGER "UserTrait_audit" AFTER INSERT OR UPDATE OR DELETE ON "UserTrait"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('User', 'userId', 'key', 'id', 'userId', 'key');
CREATE TRIGGER "User_audit" AFTER INSERT OR UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('User', 'id', '', 'passwordHash');

-- The book of business (GET /api/dashboard): what happened to each submission, counted by day and by month
-- for every combination of agency, product, carrier and state, so a figure over a million applications reads
-- a few thousand rows. The events are derived by one function from the status histories, cancellations and
-- endorsements the app keeps ("dashboard_events"); triggers on those tables apply each change's difference in
-- the same transaction, and "dashboard_rebuild" recounts everything from the same function (see
-- docs/decisions/2026-11-28-dashboard.md).

-- A duration's bucket in whole calendar hours: to the hour under three days, to the day above.
CREATE FUNCTION "dashboard_duration_bucket"(hours double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN hours < 0 THEN 0 WHEN hours < 72 THEN floor(hours)::int ELSE (floor(hours / 24) * 24)::int END
$$;

-- Every event of one submission's applications, with each application's dimensions as they are now:
--   received      the submission's first application submitted (the desk received the insured)
--   submitted     an application first submitted (ApprovalRequested or Submitted)
--   quoted        first quote (QuoteApproved or Quoted); detail: hours since the first submit, bucketed
--   bound         first bind (a reinstated policy returning to Bound is no bind); cents: the total cost;
--                 detail: hours since the first quote, bucketed
--   declined      first decline (UnderwritingDeclined or Declined); detail: its reason
--   notTakenUp    first NTU or QuoteArchived (a quote that lapsed)
--   cancellation  a cancellation requested; detail: its reason
--   endorsement   an endorsement requested; detail: its status now
-- skip_id leaves out one history row, cancellation or endorsement: the submission's events before it was written.
CREATE FUNCTION "dashboard_events"(sub_id text, skip_id text)
RETURNS TABLE (app_id text, source_id text, measure text, day date, detail text, cents bigint, agency text, product text, carrier text, state text)
LANGUAGE sql STABLE AS $$
  WITH apps AS (
    SELECT a."id", s."agencyId" AS agency, a."productId" AS product, coalesce(a."selectedCarrierId", '') AS carrier,
           coalesce((SELECT ad."state" FROM "SubmissionAddress" ad WHERE ad."submissionId" = s."id" AND ad."kind" = 'physical'), '') AS state,
           coalesce(a."totalCostCents", 0)::bigint AS premium, f.*
    FROM "Submission" s
    JOIN "Application" a ON a."submissionId" = s."id"
    CROSS JOIN LATERAL (
      SELECT
        min(h."createdAt") FILTER (WHERE h."toStatus" IN ('ApprovalRequested', 'Submitted')) AS submitted_at,
        min(h."createdAt") FILTER (WHERE h."toStatus" IN ('QuoteApproved', 'Quoted')) AS quoted_at,
        min(h."createdAt") FILTER (WHERE h."toStatus" = 'Bound') AS bound_at,
        min(h."createdAt") FILTER (WHERE h."toStatus" IN ('NTU', 'QuoteArchived')) AS ntu_at,
        (array_agg(h."createdAt" ORDER BY h."createdAt", h."id") FILTER (WHERE h."toStatus" IN ('UnderwritingDeclined', 'Declined')))[1] AS declined_at,
        (array_agg(coalesce(h."reason", '') ORDER BY h."createdAt", h."id") FILTER (WHERE h."toStatus" IN ('UnderwritingDeclined', 'Declined')))[1] AS decline_reason
      FROM "ApplicationStatusHistory" h
      WHERE h."applicationId" = a."id" AND h."id" IS DISTINCT FROM skip_id
    ) f
    WHERE s."id" = sub_id
  ),
  first_submit AS (SELECT "id" FROM apps WHERE submitted_at IS NOT NULL ORDER BY submitted_at, "id" LIMIT 1)
  SELECT apps."id", apps."id", ev.measure, ev.at::date, ev.detail, ev.cents, apps.agency, apps.product, apps.carrier, apps.state
  FROM apps
  CROSS JOIN LATERAL (VALUES
    ('received', CASE WHEN apps."id" = (SELECT "id" FROM first_submit) THEN apps.submitted_at END, '', 0::bigint),
    ('submitted', apps.submitted_at, '', 0::bigint),
    ('quoted', apps.quoted_at,
      CASE WHEN apps.submitted_at <= apps.quoted_at
        THEN "dashboard_duration_bucket"(extract(epoch FROM apps.quoted_at - apps.submitted_at) / 3600)::text ELSE '' END, 0::bigint),
    ('bound', apps.bound_at,
      CASE WHEN apps.quoted_at <= apps.bound_at
        THEN "dashboard_duration_bucket"(extract(epoch FROM apps.bound_at - apps.quoted_at) / 3600)::text ELSE '' END, apps.premium),
    ('declined', apps.declined_at, apps.decline_reason, 0::bigint),
    ('notTakenUp', apps.ntu_at, '', 0::bigint)
  ) AS ev(measure, at, detail, cents)
  WHERE ev.at IS NOT NULL
  UNION ALL
  SELECT apps."id", c."id", 'cancellation', c."createdAt"::date, coalesce(c."reason", ''), 0, apps.agency, apps.product, apps.carrier, apps.state
  FROM apps JOIN "Cancellation" c ON c."applicationId" = apps."id"
  WHERE c."id" IS DISTINCT FROM skip_id
  UNION ALL
  SELECT apps."id", e."id", 'endorsement', e."createdAt"::date, e."status"::text, 0, apps.agency, apps.product, apps.carrier, apps.state
  FROM apps JOIN "Endorsement" e ON e."applicationId" = apps."id"
  WHERE e."id" IS DISTINCT FROM skip_id
$$;

-- CreateTable
CREATE TABLE "DashboardTally" (
    "measure" TEXT NOT NULL,
    -- GROUPING(agency, product, carrier, state): a set bit is a dimension counted over all its values ('' here).
    "cuboid" INTEGER NOT NULL,
    -- 'd': period is the day; 'm': period is the first day of the month.
    "grain" TEXT NOT NULL,
    "agencyId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "carrierId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "period" DATE NOT NULL,
    "detail" TEXT NOT NULL,
    "n" BIGINT NOT NULL,
    "cents" BIGINT NOT NULL,

    CONSTRAINT "DashboardTally_pkey" PRIMARY KEY ("measure", "cuboid", "grain", "agencyId", "productId", "carrierId", "state", "period", "detail")
);

-- Adds events (n = 1) and takes them away (n = -1): each day and month, for all sixteen combinations of the dimensions.
CREATE FUNCTION "dashboard_apply"(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "DashboardTally" AS t ("measure", "cuboid", "grain", "agencyId", "productId", "carrierId", "state", "period", "detail", "n", "cents")
  SELECT d.measure, GROUPING(d.agency, d.product, d.carrier, d.state), g.grain,
         coalesce(d.agency, ''), coalesce(d.product, ''), coalesce(d.carrier, ''), coalesce(d.state, ''), g.period, d.detail, sum(d.n), sum(d.cents)
  FROM jsonb_to_recordset(deltas) AS d(measure text, day date, detail text, agency text, product text, carrier text, state text, n bigint, cents bigint)
  CROSS JOIN LATERAL (VALUES ('d', d.day), ('m', date_trunc('month', d.day)::date)) AS g(grain, period)
  GROUP BY d.measure, g.grain, g.period, d.detail, CUBE (d.agency, d.product, d.carrier, d.state)
  HAVING sum(d.n) <> 0 OR sum(d.cents) <> 0
  -- In key order: two writers counting the same rows lock them in the same order, so neither waits on the other's next row.
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("measure", "cuboid", "grain", "agencyId", "productId", "carrierId", "state", "period", "detail")
  DO UPDATE SET "n" = t."n" + excluded."n", "cents" = t."cents" + excluded."cents";
END;
$$;

-- One submission's events now, less its events as they were: before skip_id was written, with changed_id's detail
-- as old_detail, changed_app's product, carrier and total cost as the old ones, the physical state as old_state.
CREATE FUNCTION "dashboard_refresh"(
  sub_id text,
  skip_id text DEFAULT NULL,
  changed_id text DEFAULT NULL,
  old_detail text DEFAULT NULL,
  changed_app text DEFAULT NULL,
  old_product text DEFAULT NULL,
  old_carrier text DEFAULT NULL,
  old_premium bigint DEFAULT NULL,
  old_state text DEFAULT NULL
-- The same few lookups by id on every write: planned once per connection, not on each call.
) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM "dashboard_apply"(jsonb_agg(net)) FROM (
    SELECT measure, day, detail, agency, product, carrier, state, sum(n) AS n, sum(cents) AS cents FROM (
    SELECT e.measure, e.day,
           CASE WHEN e.source_id = changed_id THEN old_detail ELSE e.detail END AS detail,
           e.agency,
           CASE WHEN e.app_id = changed_app THEN old_product ELSE e.product END AS product,
           CASE WHEN e.app_id = changed_app THEN old_carrier ELSE e.carrier END AS carrier,
           coalesce(old_state, e.state) AS state,
           -1 AS n,
           -(CASE WHEN e.app_id = changed_app AND e.measure = 'bound' THEN old_premium ELSE e.cents END) AS cents
    FROM "dashboard_events"(sub_id, skip_id) e
    UNION ALL
    SELECT e.measure, e.day, e.detail, e.agency, e.product, e.carrier, e.state, 1, e.cents
    FROM "dashboard_events"(sub_id, NULL) e
    ) x
    -- Only what changed is counted: most writes change one event, or none.
    GROUP BY measure, day, detail, agency, product, carrier, state
    HAVING sum(n) <> 0 OR sum(cents) <> 0
  ) net;
END;
$$;

-- Recounts the whole book from the events, a thousand submissions at a time.
CREATE FUNCTION "dashboard_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  after_id text := '';
  last_id text;
BEGIN
  TRUNCATE "DashboardTally";
  LOOP
    SELECT max(b."id") INTO last_id FROM (SELECT "id" FROM "Submission" WHERE "id" > after_id ORDER BY "id" LIMIT 1000) b;
    EXIT WHEN last_id IS NULL;
    PERFORM "dashboard_apply"(jsonb_agg(x)) FROM (
      SELECT e.measure, e.day, e.detail, e.agency, e.product, e.carrier, e.state, 1 AS n, e.cents
      FROM "Submission" s CROSS JOIN LATERAL "dashboard_events"(s."id", NULL) e
      WHERE s."id" > after_id AND s."id" <= last_id
    ) x;
    after_id := last_id;
  END LOOP;
END;
$$;

CREATE FUNCTION "dashboard_history_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_refresh"((SELECT "submissionId" FROM "Application" WHERE "id" = NEW."applicationId"), NEW."id");
  RETURN NULL;
END;
$$;
CREATE TRIGGER "ApplicationStatusHistory_dashboard" AFTER INSERT ON "ApplicationStatusHistory"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_history_written"();

-- A cancellation requested or its reason changed; an endorsement requested or its status changed. (Each branch
-- names the columns of its own table: PL/pgSQL prepares a statement when it first runs.)
CREATE FUNCTION "dashboard_record_written"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sub_id text := (SELECT "submissionId" FROM "Application" WHERE "id" = NEW."applicationId");
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "dashboard_refresh"(sub_id, NEW."id");
  ELSIF TG_TABLE_NAME = 'Cancellation' THEN
    PERFORM "dashboard_refresh"(sub_id, changed_id => NEW."id", old_detail => coalesce(OLD."reason", ''));
  ELSE
    PERFORM "dashboard_refresh"(sub_id, changed_id => NEW."id", old_detail => OLD."status"::text);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Cancellation_dashboard" AFTER INSERT OR UPDATE OF "reason" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_record_written"();
CREATE TRIGGER "Endorsement_dashboard" AFTER INSERT OR UPDATE OF "status" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_record_written"();

CREATE FUNCTION "dashboard_application_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_refresh"(NEW."submissionId",
    changed_app => NEW."id", old_product => OLD."productId", old_carrier => coalesce(OLD."selectedCarrierId", ''),
    old_premium => coalesce(OLD."totalCostCents", 0));
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Application_dashboard" AFTER UPDATE OF "productId", "selectedCarrierId", "totalCostCents" ON "Application"
  FOR EACH ROW
  WHEN (OLD."productId" IS DISTINCT FROM NEW."productId" OR OLD."selectedCarrierId" IS DISTINCT FROM NEW."selectedCarrierId"
        OR OLD."totalCostCents" IS DISTINCT FROM NEW."totalCostCents")
  EXECUTE FUNCTION "dashboard_application_changed"();

-- The insured's physical state moved, appeared or went (a mailing address is no dimension).
CREATE FUNCTION "dashboard_address_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "dashboard_refresh"(NEW."submissionId", old_state => '');
  ELSE
    PERFORM "dashboard_refresh"(OLD."submissionId", old_state => CASE WHEN OLD."kind" = 'physical' THEN OLD."state" ELSE '' END);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "SubmissionAddress_dashboard_insert" AFTER INSERT ON "SubmissionAddress"
  FOR EACH ROW WHEN (NEW."kind" = 'physical') EXECUTE FUNCTION "dashboard_address_changed"();
CREATE TRIGGER "SubmissionAddress_dashboard_update" AFTER UPDATE OF "state", "kind" ON "SubmissionAddress"
  FOR EACH ROW WHEN ((OLD."kind" = 'physical' OR NEW."kind" = 'physical') AND (OLD."kind", OLD."state") IS DISTINCT FROM (NEW."kind", NEW."state"))
  EXECUTE FUNCTION "dashboard_address_changed"();
CREATE TRIGGER "SubmissionAddress_dashboard_delete" AFTER DELETE ON "SubmissionAddress"
  FOR EACH ROW WHEN (OLD."kind" = 'physical') EXECUTE FUNCTION "dashboard_address_changed"();

-- Gone with the submission or the application: its events leave the counts before the rows do (a submission's
-- applications, deleted after it, find no submission and take nothing away twice).
CREATE FUNCTION "dashboard_submission_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_apply"(jsonb_agg(x)) FROM (
    SELECT e.measure, e.day, e.detail, e.agency, e.product, e.carrier, e.state, -1 AS n, -e.cents AS cents
    FROM "dashboard_events"(OLD."id", NULL) e
  ) x;
  RETURN OLD;
END;
$$;
CREATE TRIGGER "Submission_dashboard" BEFORE DELETE ON "Submission" FOR EACH ROW EXECUTE FUNCTION "dashboard_submission_removed"();

CREATE FUNCTION "dashboard_application_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_apply"(jsonb_agg(x)) FROM (
    SELECT e.measure, e.day, e.detail, e.agency, e.product, e.carrier, e.state, -1 AS n, -e.cents AS cents
    FROM "dashboard_events"(OLD."submissionId", NULL) e
    WHERE e.app_id = OLD."id"
  ) x;
  RETURN OLD;
END;
$$;
CREATE TRIGGER "Application_dashboard_removed" BEFORE DELETE ON "Application" FOR EACH ROW EXECUTE FUNCTION "dashboard_application_removed"();

SELECT "dashboard_rebuild"();

-- The book of business (GET /api/dashboard): what happened to each submission, as one row per event
-- ("DashboardEvent") and counted by day and by month over all applications and for each agency, product,
-- carrier, state and product with carrier ("DashboardTally"), so a figure over a million applications reads a
-- few thousand rows. The events are derived by one function from the status histories, cancellations and
-- endorsements the app keeps ("dashboard_events"); triggers on those tables recompute the submission's events
-- and apply the difference in the same transaction, and "dashboard_rebuild" recounts everything from the same
-- function (see docs/decisions/2026-11-28-dashboard.md).

-- A duration's bucket in whole calendar hours: to the hour under three days, to the day above.
CREATE FUNCTION "dashboard_duration_bucket"(hours double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN hours < 0 THEN 0 WHEN hours < 72 THEN floor(hours)::int ELSE (floor(hours / 24) * 24)::int END
$$;

-- Every event of one submission's applications, with each application's dimensions as they are now:
--   received      the submission's first application submitted (the desk received the insured)
--   submitted     an application first submitted (ApprovalRequested or Submitted)
--   quoted        first quote (QuoteApproved or Quoted)
--   timeToQuote   the same quote, after a submit; detail: hours since the first submit, bucketed
--   bound         first bind (a reinstated policy returning to Bound is no bind); cents: the total cost
--   timeToBind    the same bind, after a quote; detail: hours since the first quote, bucketed
--   declined      first decline (UnderwritingDeclined or Declined); detail: its reason
--   notTakenUp    first NTU or QuoteArchived (a quote that lapsed)
--   cancellation  a cancellation requested; detail: its reason
--   endorsement   an endorsement requested; detail: its status now
CREATE FUNCTION "dashboard_events"(sub_id text)
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
      WHERE h."applicationId" = a."id"
    ) f
    WHERE s."id" = sub_id
  ),
  first_submit AS (SELECT "id" FROM apps WHERE submitted_at IS NOT NULL ORDER BY submitted_at, "id" LIMIT 1)
  SELECT apps."id", apps."id", ev.measure, ev.at::date, ev.detail, ev.cents, apps.agency, apps.product, apps.carrier, apps.state
  FROM apps
  CROSS JOIN LATERAL (VALUES
    ('received', CASE WHEN apps."id" = (SELECT "id" FROM first_submit) THEN apps.submitted_at END, '', 0::bigint),
    ('submitted', apps.submitted_at, '', 0::bigint),
    ('quoted', apps.quoted_at, '', 0::bigint),
    ('timeToQuote', CASE WHEN apps.submitted_at <= apps.quoted_at THEN apps.quoted_at END,
      "dashboard_duration_bucket"(extract(epoch FROM apps.quoted_at - apps.submitted_at) / 3600)::text, 0::bigint),
    ('bound', apps.bound_at, '', apps.premium),
    ('timeToBind', CASE WHEN apps.quoted_at <= apps.bound_at THEN apps.bound_at END,
      "dashboard_duration_bucket"(extract(epoch FROM apps.bound_at - apps.quoted_at) / 3600)::text, 0::bigint),
    ('declined', apps.declined_at, apps.decline_reason, 0::bigint),
    ('notTakenUp', apps.ntu_at, '', 0::bigint)
  ) AS ev(measure, at, detail, cents)
  WHERE ev.at IS NOT NULL
  UNION ALL
  SELECT apps."id", c."id", 'cancellation', c."createdAt"::date, coalesce(c."reason", ''), 0, apps.agency, apps.product, apps.carrier, apps.state
  FROM apps JOIN "Cancellation" c ON c."applicationId" = apps."id"
  UNION ALL
  SELECT apps."id", e."id", 'endorsement', e."createdAt"::date, e."status"::text, 0, apps.agency, apps.product, apps.carrier, apps.state
  FROM apps JOIN "Endorsement" e ON e."applicationId" = apps."id"
$$;

-- One row per event (the source is the application, the cancellation or the endorsement): the figures a
-- combination of filters asks for that "DashboardTally" does not count are summed from here, through an index
-- on the event kind, one dimension and the day.
CREATE TABLE "DashboardEvent" (
    "sourceId" TEXT NOT NULL,
    "measure" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "detail" TEXT NOT NULL,
    "cents" BIGINT NOT NULL,
    "agencyId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "carrierId" TEXT NOT NULL,
    "state" TEXT NOT NULL,

    CONSTRAINT "DashboardEvent_pkey" PRIMARY KEY ("sourceId", "measure")
);
CREATE INDEX "DashboardEvent_submissionId_idx" ON "DashboardEvent"("submissionId");
-- Each index holds every column a figure reads, so a slice is read from the index alone (the events of one state
-- are spread over the whole table).
CREATE INDEX "DashboardEvent_measure_agencyId_day_idx" ON "DashboardEvent"("measure", "agencyId", "day", "productId", "carrierId", "state", "detail", "cents");
CREATE INDEX "DashboardEvent_measure_productId_day_idx" ON "DashboardEvent"("measure", "productId", "day", "agencyId", "carrierId", "state", "detail", "cents");
CREATE INDEX "DashboardEvent_measure_carrierId_day_idx" ON "DashboardEvent"("measure", "carrierId", "day", "agencyId", "productId", "state", "detail", "cents");
CREATE INDEX "DashboardEvent_measure_state_day_idx" ON "DashboardEvent"("measure", "state", "day", "agencyId", "productId", "carrierId", "detail", "cents");

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
-- A breakdown by every value of a dimension reads the range's periods, not each value's whole history.
CREATE INDEX "DashboardTally_measure_cuboid_grain_period_idx" ON "DashboardTally"("measure", "cuboid", "grain", "period");

-- The applications waiting on an underwriter, counted and the oldest found one status at a time, from the index
-- alone (with the columns the filters read).
CREATE INDEX "Application_status_statusChangedAt_id_idx" ON "Application"("status", "statusChangedAt", "id", "submissionId", "productId", "selectedCarrierId");

-- Events come (n = 1) and go (n = -1): counted each day and month over all applications, by each dimension
-- alone, and by product with carrier (the tallied combinations of lib/domain/dashboard.ts).
CREATE FUNCTION "dashboard_tally_add"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "DashboardTally" AS t ("measure", "cuboid", "grain", "agencyId", "productId", "carrierId", "state", "period", "detail", "n", "cents")
  SELECT c.measure, GROUPING(c.agency, c.product, c.carrier, c.state), g.grain,
         coalesce(c.agency, ''), coalesce(c.product, ''), coalesce(c.carrier, ''), coalesce(c.state, ''), g.period, c.detail,
         sum(c.n), sum(c.n * c.cents)
  FROM jsonb_to_recordset(changes) AS c(n int, measure text, day date, detail text, cents bigint, agency text, product text, carrier text, state text)
  CROSS JOIN LATERAL (VALUES ('d', c.day), ('m', date_trunc('month', c.day)::date)) AS g(grain, period)
  GROUP BY c.measure, g.grain, g.period, c.detail, GROUPING SETS ((), (c.agency), (c.product), (c.carrier), (c.state), (c.product, c.carrier))
  HAVING sum(c.n) <> 0 OR sum(c.n * c.cents) <> 0
  -- In key order: two writers counting the same rows lock them in the same order, so neither waits on the other's next row.
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ("measure", "cuboid", "grain", "agencyId", "productId", "carrierId", "state", "period", "detail")
  DO UPDATE SET "n" = t."n" + excluded."n", "cents" = t."cents" + excluded."cents";
END;
$$;

-- One submission's events now against the ones written before: only the difference is counted (most writes
-- change one event, or none).
CREATE FUNCTION "dashboard_refresh"(sub_id text) RETURNS void LANGUAGE plpgsql
-- The same few lookups by id on every write: planned once per connection, not on each call.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  changes jsonb;
BEGIN
  -- Two writes to one submission count one after the other: the second reads what the first wrote.
  PERFORM pg_advisory_xact_lock(hashtextextended('dashboard ' || sub_id, 0));
  WITH fresh AS (
    SELECT e.source_id, e.measure, sub_id AS submission_id, e.day, e.detail, e.cents, e.agency, e.product, e.carrier, e.state
    FROM "dashboard_events"(sub_id) e
  ), kept AS (
    SELECT "sourceId", "measure", "submissionId", "day", "detail", "cents", "agencyId", "productId", "carrierId", "state"
    FROM "DashboardEvent" WHERE "submissionId" = sub_id
  ), diff AS (
    SELECT 1 AS n, added.* FROM (SELECT * FROM fresh EXCEPT ALL SELECT * FROM kept) added
    UNION ALL
    SELECT -1, removed.* FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM fresh) removed
  )
  SELECT jsonb_agg(diff) INTO changes FROM diff;
  IF changes IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM "DashboardEvent" d USING jsonb_to_recordset(changes) AS c(n int, source_id text, measure text)
  WHERE c.n = -1 AND d."sourceId" = c.source_id AND d."measure" = c.measure;
  INSERT INTO "DashboardEvent" ("sourceId", "measure", "submissionId", "day", "detail", "cents", "agencyId", "productId", "carrierId", "state")
  SELECT c.source_id, c.measure, c.submission_id, c.day, c.detail, c.cents, c.agency, c.product, c.carrier, c.state
  FROM jsonb_to_recordset(changes) AS c(n int, source_id text, measure text, submission_id text, day date, detail text, cents bigint,
                                        agency text, product text, carrier text, state text)
  WHERE c.n = 1;
  PERFORM "dashboard_tally_add"(changes);
END;
$$;

-- Recounts the whole book: every submission's events, then their counts a month at a time.
CREATE FUNCTION "dashboard_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month date;
BEGIN
  TRUNCATE "DashboardEvent", "DashboardTally";
  INSERT INTO "DashboardEvent" ("sourceId", "measure", "submissionId", "day", "detail", "cents", "agencyId", "productId", "carrierId", "state")
  SELECT e.source_id, e.measure, s."id", e.day, e.detail, e.cents, e.agency, e.product, e.carrier, e.state
  FROM "Submission" s CROSS JOIN LATERAL "dashboard_events"(s."id") e;
  FOR month IN SELECT DISTINCT date_trunc('month', "day")::date FROM "DashboardEvent" LOOP
    PERFORM "dashboard_tally_add"(jsonb_agg(x)) FROM (
      SELECT 1 AS n, "measure", "day", "detail", "cents", "agencyId" AS agency, "productId" AS product, "carrierId" AS carrier, "state"
      FROM "DashboardEvent" WHERE "day" >= month AND "day" < month + interval '1 month'
    ) x;
  END LOOP;
END;
$$;

-- A status change, a cancellation requested or its reason changed, an endorsement requested or its status changed.
CREATE FUNCTION "dashboard_record_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_refresh"((SELECT "submissionId" FROM "Application" WHERE "id" = NEW."applicationId"));
  RETURN NULL;
END;
$$;
CREATE TRIGGER "ApplicationStatusHistory_dashboard" AFTER INSERT ON "ApplicationStatusHistory"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_record_written"();
CREATE TRIGGER "Cancellation_dashboard" AFTER INSERT OR UPDATE OF "reason" ON "Cancellation"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_record_written"();
CREATE TRIGGER "Endorsement_dashboard" AFTER INSERT OR UPDATE OF "status" ON "Endorsement"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_record_written"();

-- An application's product, carrier or total cost changed, or the application went (a submission's deletion
-- takes its applications with it: their events leave with them).
CREATE FUNCTION "dashboard_submission_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dashboard_refresh"(CASE WHEN TG_OP = 'DELETE' THEN OLD."submissionId" ELSE NEW."submissionId" END);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Application_dashboard" AFTER UPDATE OF "productId", "selectedCarrierId", "totalCostCents" ON "Application"
  FOR EACH ROW
  WHEN (OLD."productId" IS DISTINCT FROM NEW."productId" OR OLD."selectedCarrierId" IS DISTINCT FROM NEW."selectedCarrierId"
        OR OLD."totalCostCents" IS DISTINCT FROM NEW."totalCostCents")
  EXECUTE FUNCTION "dashboard_submission_changed"();
CREATE TRIGGER "Application_dashboard_removed" AFTER DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION "dashboard_submission_changed"();

-- The insured's physical state moved, appeared or went (a mailing address is no dimension).
CREATE TRIGGER "SubmissionAddress_dashboard_insert" AFTER INSERT ON "SubmissionAddress"
  FOR EACH ROW WHEN (NEW."kind" = 'physical') EXECUTE FUNCTION "dashboard_submission_changed"();
CREATE TRIGGER "SubmissionAddress_dashboard_update" AFTER UPDATE OF "state", "kind" ON "SubmissionAddress"
  FOR EACH ROW WHEN ((OLD."kind" = 'physical' OR NEW."kind" = 'physical') AND (OLD."kind", OLD."state") IS DISTINCT FROM (NEW."kind", NEW."state"))
  EXECUTE FUNCTION "dashboard_submission_changed"();
CREATE TRIGGER "SubmissionAddress_dashboard_delete" AFTER DELETE ON "SubmissionAddress"
  FOR EACH ROW WHEN (OLD."kind" = 'physical') EXECUTE FUNCTION "dashboard_submission_changed"();

SELECT "dashboard_rebuild"();

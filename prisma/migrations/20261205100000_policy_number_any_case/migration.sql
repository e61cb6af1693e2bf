-- A defect: a policy number was unique only as typed, so "pol-1" could be bound beside "POL-1". Policy numbers are now
-- unique whatever their case: the bind compares them case-insensitively (server/services/status-change.ts), and this
-- index holds when two binds race. The unique index on "policyNo" itself stays, as schema.prisma's @unique says.
-- Numbers already stored that differ only in case name different policies: which one to renumber is a person's call,
-- so the migration stops and lists them rather than renumber a policy itself.
DO $$
DECLARE
  clashes TEXT;
BEGIN
  SELECT string_agg(numbers, '; ') INTO clashes
  FROM (
    SELECT string_agg("policyNo", ', ' ORDER BY "policyNo") AS numbers
    FROM "Application"
    WHERE "policyNo" IS NOT NULL
    GROUP BY lower("policyNo")
    HAVING count(*) > 1
  ) AS same_but_case;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Policy numbers that differ only in case must be renumbered before policy numbers become unique in any case: %', clashes;
  END IF;
END $$;

CREATE UNIQUE INDEX "Application_policyNo_lower_key" ON "Application" (lower("policyNo"));

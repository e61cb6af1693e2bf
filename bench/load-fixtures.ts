/**
 * The data of `npm run bench:load`, straight in PostgreSQL: one insured per
 * virtual user (a copy of the demo's Sunrise Carpentry with its addresses,
 * business types and General Liability application in progress), and the
 * check after the run that the database holds exactly the saves the app
 * accepted.
 */
import pg from "pg";
import { stableId } from "@/prisma/seed/stable-id";
import type { Save, Workspace } from "./load-driver";
import { SAVED_GROUP, SAVED_QUESTION } from "./load-driver";

const SOURCE_SUBMISSION = stableId("submission:sunrise-carpentry");
const SOURCE_APPLICATION = stableId("application:sunrise-gl-inprogress");

async function columns(db: pg.Client, table: string, except: string[]): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    // Generated columns (Application's insuredSortKey) are the database's to write.
    "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position",
    [table],
  );
  return rows
    .map((r) => r.name)
    .filter((name) => !except.includes(name))
    .map((name) => `"${name}"`)
    .join(", ");
}

/** `count` insureds of the demo agent's agency, each with one application only its virtual user writes. */
export async function createWorkspaces(databaseUrl: string, count: number): Promise<Workspace[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const submission = await columns(db, "Submission", ["id", "companyName"]);
    const address = await columns(db, "SubmissionAddress", ["id", "submissionId"]);
    const businessType = await columns(db, "SubmissionBusinessType", ["submissionId"]);
    const application = await columns(db, "Application", ["id", "submissionId"]);
    await db.query("BEGIN");
    const { rows } = await db.query<{ submission: string; app: string; n: number }>(
      "SELECT gen_random_uuid()::text AS submission, gen_random_uuid()::text AS app, n FROM generate_series(1, $1::int) AS n",
      [count],
    );
    for (const row of rows) {
      await db.query(`INSERT INTO "Submission" ("id", "companyName", ${submission}) SELECT $1, $2, ${submission} FROM "Submission" WHERE "id" = $3`, [
        row.submission,
        `Load Run Carpentry ${row.n}`,
        SOURCE_SUBMISSION,
      ]);
      await db.query(
        `INSERT INTO "SubmissionAddress" ("id", "submissionId", ${address}) SELECT gen_random_uuid()::text, $1, ${address} FROM "SubmissionAddress" WHERE "submissionId" = $2`,
        [row.submission, SOURCE_SUBMISSION],
      );
      await db.query(
        `INSERT INTO "SubmissionBusinessType" ("submissionId", ${businessType}) SELECT $1, ${businessType} FROM "SubmissionBusinessType" WHERE "submissionId" = $2`,
        [row.submission, SOURCE_SUBMISSION],
      );
      await db.query(`INSERT INTO "Application" ("id", "submissionId", ${application}) SELECT $1, $2, ${application} FROM "Application" WHERE "id" = $3`, [
        row.app,
        row.submission,
        SOURCE_APPLICATION,
      ]);
    }
    await db.query("COMMIT");
    return rows.map((r) => ({ submissionID: r.submission, appID: r.app }));
  } finally {
    await db.end();
  }
}

type Groups = { sectionGroupID: string; answers: { source: string; value: unknown }[] }[] | null;
const savedValue = (groups: Groups) => groups?.find((g) => g.sectionGroupID === SAVED_GROUP)?.answers.find((a) => a.source === SAVED_QUESTION)?.value;

export interface WriteCheck {
  accepted: number;
  refused: number;
  unanswered: number;
  /** Accepted saves the audit trail does not hold exactly once, or the application does not end with. */
  problems: string[];
}

/** The database's clock as the audit trail records it (a timestamp without zone, in the session's zone). */
export async function databaseNow(databaseUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ now: string }>("SELECT clock_timestamp()::timestamp::text AS now")).rows[0].now;
  } finally {
    await db.end();
  }
}

/**
 * Since `since`: every accepted save is in the audit trail exactly once, no refused save is
 * in it, a save without an answer at most once, the trail holds no other
 * answer change, and each application ends with its user's last stored save.
 */
export async function checkWrites(databaseUrl: string, saves: Save[], since: string): Promise<WriteCheck> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const appIDs = [...new Set(saves.map((s) => s.appID))];
    const trail = await db.query<{ entityId: string; to: Groups }>(
      `SELECT "entityId", "changes" -> 'answerGroups' -> 'to' AS "to" FROM "AuditLog" WHERE "entityType" = 'Application' AND "action" = 'update' AND "entityId" = ANY($1) AND "changes" ? 'answerGroups' AND "occurredAt" >= $2::timestamp ORDER BY "occurredAt"`,
      [appIDs, since],
    );
    const stored = await db.query<{ id: string; answerGroups: Groups }>(`SELECT "id", "answerGroups" FROM "Application" WHERE "id" = ANY($1)`, [appIDs]);
    const times = new Map<unknown, number>();
    for (const row of trail.rows) times.set(savedValue(row.to), (times.get(savedValue(row.to)) ?? 0) + 1);

    const problems: string[] = [];
    const accepted = saves.filter((s) => s.status >= 200 && s.status < 300);
    const unanswered = saves.filter((s) => s.status === 0);
    const refused = saves.filter((s) => s.status >= 300);
    for (const s of accepted) if (times.get(s.value) !== 1) problems.push(`accepted save "${s.value}" is in the audit trail ${times.get(s.value) ?? 0} times`);
    for (const s of refused) if (times.has(s.value)) problems.push(`save "${s.value}" was answered ${s.status} but is in the audit trail`);
    for (const s of unanswered)
      if ((times.get(s.value) ?? 0) > 1) problems.push(`unanswered save "${s.value}" is in the audit trail ${times.get(s.value)} times`);
    const known = new Set(saves.map((s) => s.value));
    const strangers = trail.rows.filter((r) => !known.has(savedValue(r.to) as string));
    if (strangers.length) problems.push(`${strangers.length} answer changes in the audit trail that no save of the run made`);

    const lastStored = new Map<string, string>();
    for (const s of saves) if (times.has(s.value)) lastStored.set(s.appID, s.value);
    for (const row of stored.rows) {
      const expected = lastStored.get(row.id);
      if (expected && savedValue(row.answerGroups) !== expected)
        problems.push(`application ${row.id} ends with "${String(savedValue(row.answerGroups))}", not its last save "${expected}"`);
    }
    return { accepted: accepted.length, refused: refused.length, unanswered: unanswered.length, problems };
  } finally {
    await db.end();
  }
}

import { z } from "zod";
import { wholesalerPrograms, type ProgramVariable } from "@/lib/wholesalers";

/**
 * The environment the server runs with, parsed by one schema: checked once at
 * start (instrumentation.ts) with a message naming every bad variable, and
 * read from here. Blank counts as unset.
 */

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = z.preprocess(blank, z.string().optional());
const url = (what: string) => z.preprocess(blank, z.url(`${what} must be a URL.`).optional());
const whole = (what: string, min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number(`${what} must be a whole number.`)
      .int(`${what} must be a whole number.`)
      .min(min, `${what} must be at least ${min}.`)
      .max(max, `${what} must be at most ${max}.`)
      .optional(),
  );

const programVariables = Object.fromEntries(
  wholesalerPrograms.flatMap((p) => [
    [`${p.envPrefix}_LOGIN_URL`, text],
    [`${p.envPrefix}_HOME_URL`, text],
    [`${p.envPrefix}_HANDOFF_SECRET`, text],
  ]),
);

export const serverEnvSchema = z.object({
  APP_ENV: text,
  NEXTAUTH_SECRET: text,
  NEXTAUTH_URL: url("NEXTAUTH_URL"),
  DATABASE_URL: url("DATABASE_URL"),
  PGLITE_DATA_DIR: text,
  DATABASE_POOL_SIZE: whole("DATABASE_POOL_SIZE", 1, 200),
  DATABASE_CONNECT_TIMEOUT_MS: whole("DATABASE_CONNECT_TIMEOUT_MS", 100, 60_000),
  DATABASE_STATEMENT_TIMEOUT_MS: whole("DATABASE_STATEMENT_TIMEOUT_MS", 100, 600_000),
  TRUSTED_PROXY_HOPS: whole("TRUSTED_PROXY_HOPS", 0, 10),
  LOG_LEVEL: z.preprocess(
    blank,
    z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.")
      .default("info"),
  ),
  LAUNCHDARKLY_SDK_KEY: text,
  LAUNCHDARKLY_FLAG_FILE: text,
  DOCUMENT_STORAGE: z.preprocess(blank, z.enum(["local", "s3"], "DOCUMENT_STORAGE must be local or s3.").optional()),
  DOCUMENT_STORAGE_DIR: text,
  DOCUMENT_MAX_BYTES: whole("DOCUMENT_MAX_BYTES", 1, 2 ** 40),
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ENDPOINT: url("S3_ENDPOINT"),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: z.preprocess(blank, z.enum(["true", "false"], "S3_FORCE_PATH_STYLE must be true or false.").optional()),
  SMTP_URL: url("SMTP_URL"),
  MAIL_FROM: text,
  MAIL_OUTBOX_DIR: text,
  NEXT_PUBLIC_GOOGLE_PLACES_API_KEY: text,
  ...programVariables,
});
// Each program's variables are in the schema by name; zod's type keeps only the fixed names, so they are added here.
export type ServerEnv = z.infer<typeof serverEnvSchema> & Partial<Record<ProgramVariable, string>>;

/** Every problem of the environment in one message, one variable per line. */
export function envProblems(source: Record<string, string | undefined>): string | null {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return null;
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n");
}

const shape = serverEnvSchema.shape as Record<string, z.ZodType>;
const parsed = new Map<string, { raw: string | undefined; value: unknown }>();

function variable(name: string, source: Record<string, string | undefined>): unknown {
  const raw = source[name];
  const known = parsed.get(name);
  if (known && known.raw === raw) return known.value;
  const result = shape[name].safeParse(raw);
  if (!result.success) throw new Error(`The environment is not valid:\n${name}: ${result.error.issues[0]?.message}`);
  parsed.set(name, { raw, value: result.data });
  return result.data;
}

/**
 * The parsed environment. Each variable is parsed when read, and again only
 * when it changed (tests set some), so a read costs a comparison; a bad value
 * that slipped past the start check is refused by the read that needs it,
 * never by a read of another variable.
 */
const views = new WeakMap<object, ServerEnv>();

export function serverEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  let env = views.get(source);
  if (!env) {
    env = {} as ServerEnv;
    for (const name of Object.keys(shape)) Object.defineProperty(env, name, { enumerable: true, get: () => variable(name, source) });
    views.set(source, env);
  }
  return env;
}

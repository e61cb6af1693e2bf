// Without "server-only", so the seed script can store the demo files too.
import { localStorage } from "./local";
import { s3Storage, type CleanupFailureReport, type S3StorageConfig } from "./s3";
import type { DocumentStorage } from "./types";

type Env = Record<string, string | undefined>;

// Variables and defaults as README.md's Environment table lists them.
export function storageFromEnv(env: Env, onCleanupFailure?: CleanupFailureReport): DocumentStorage {
  const kind = env.DOCUMENT_STORAGE || "local";
  if (kind === "local") return localStorage(env.DOCUMENT_STORAGE_DIR || ".data/documents");
  if (kind === "s3") return s3Storage(s3ConfigFromEnv(env), onCleanupFailure);
  throw new Error(`DOCUMENT_STORAGE must be "local" or "s3", not ${JSON.stringify(kind)}.`);
}

function s3ConfigFromEnv(env: Env): S3StorageConfig {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error("S3_BUCKET must be set when DOCUMENT_STORAGE=s3.");
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  // Half a key pair would silently fall back to the default credential chain.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together, or both left unset.");
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket,
    region: env.S3_REGION || "us-east-1",
    endpoint,
    accessKeyId,
    secretAccessKey,
    // A custom endpoint is nearly always MinIO or a local server, which need path-style addressing.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== "false" : Boolean(endpoint),
  };
}

import "server-only";
import { log } from "../log";
import { storageFromEnv } from "./from-env";
import type { DocumentStorage } from "./types";

export * from "./types";

let storage: DocumentStorage | undefined;

/** The process-wide document storage, created from the environment on first use. */
export function documentStorage(): DocumentStorage {
  storage ??= storageFromEnv(process.env, (error, storageKey) => log.warn({ err: error, storageKey }, "cleanup after a failed S3 upload failed"));
  return storage;
}

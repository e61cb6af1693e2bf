import fs from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { S3StorageConfig } from "../../server/storage/s3";

// s3rver ships no type declarations; this is the part of its API used here.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

// s3rver accepts any signature made with these.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** What `s3Storage` takes to use this server. */
  config: S3StorageConfig;
  /** The same settings as environment variables, for running the app against this server. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A local S3-compatible server on a free port, with one empty bucket, its files in a fresh temporary folder. */
export async function startS3Server(bucket = "documents"): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3StorageConfig = { bucket, region: "us-east-1", endpoint, forcePathStyle: true, ...CREDENTIALS };
  return {
    endpoint,
    bucket,
    config,
    env: {
      DOCUMENT_STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

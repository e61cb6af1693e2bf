import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertStorageKey, StorageObjectMissing, type DocumentStorage } from "./types";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, a local test server); unset means AWS S3. */
  endpoint?: string;
  /** Without both keys the SDK's default credential chain applies (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The bucket in the path rather than the host name; MinIO and most local servers need it. */
  forcePathStyle?: boolean;
}

// S3's minimum part size; with two parts in flight an upload holds about 10 MB however large the file.
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/** Documents as objects in an S3-compatible bucket, shared by every app server. */
/** Told when the cleanup after a failed upload fails too (the server logs it; scripts need not). */
export type CleanupFailureReport = (error: unknown, storageKey: string) => void;

export function s3Storage(config: S3StorageConfig, onCleanupFailure: CleanupFailureReport = () => undefined): DocumentStorage {
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Older MinIO and R2 reject the checksums the SDK sends by default since 2025.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    kind: "s3",

    async put(key: string, body: Readable, contentType: string): Promise<void> {
      assertStorageKey(key);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // Aborted below instead, so a failing abort cannot hide the error that stopped the upload.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        const cleanup = await Promise.allSettled([
          upload.uploadId &&
            client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: upload.uploadId })),
          // Keys are never reused, so this cannot remove an earlier document; it covers a write S3 kept although its answer was lost.
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
        ]);
        for (const result of cleanup) {
          if (result.status === "rejected") onCleanupFailure(result.reason, key);
        }
        throw error;
      }
    },

    async get(key: string): Promise<Readable> {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error(`S3 answered ${key} without a Node stream body.`);
        return Body;
      } catch (error) {
        throw isNotFound(error) ? new StorageObjectMissing(key) : error;
      }
    },

    async delete(key: string): Promise<void> {
      assertStorageKey(key);
      // S3 answers 204 for a key that is not there, which is the idempotence the interface asks for.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async exists(key: string): Promise<boolean> {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        // A 403 (no ListBucket permission on AWS) is not "missing": it stays an error.
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

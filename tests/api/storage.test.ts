import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localStorage } from "@/server/storage/local";
import { s3Storage } from "@/server/storage/s3";
import { newStorageKey, StorageObjectMissing, type DocumentStorage } from "@/server/storage/types";
import { startS3Server, type S3TestServer } from "../support/s3-server";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** `bytes` as a stream of 64 KB chunks, so its length is unknown to the storage, ending with `failure` if given. */
function chunked(bytes: Buffer, failure?: Error): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
      if (failure) throw failure;
    })(),
  );
}

const read = async (storage: DocumentStorage, key: string) => buffer(await storage.get(key));

interface Subject {
  storage: DocumentStorage;
  /** Files a failed write left behind where a local storage keeps its documents. */
  leftovers(): Promise<string[]>;
  stop(): Promise<void>;
}

const implementations: { name: string; start: () => Promise<Subject> }[] = [
  {
    name: "local",
    async start() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), "documents-"));
      return {
        storage: localStorage(dir),
        leftovers: async () => (await fs.readdir(dir, { recursive: true })).filter((name) => name.endsWith(".part")),
        stop: () => fs.rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "s3",
    async start() {
      const server = await startS3Server();
      return { storage: s3Storage(server.config), leftovers: async () => [], stop: server.stop };
    },
  },
];

describe.each(implementations)("$name document storage", ({ name, start }) => {
  let subject: Subject;
  let storage: DocumentStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject.stop());

  it("has its kind", () => {
    expect(storage.kind).toBe(name);
  });

  it("returns the exact bytes of a small document", async () => {
    const key = newStorageKey();
    const bytes = Buffer.from("%PDF-1.7 a small document\n");
    await storage.put(key, Readable.from([bytes]), "application/pdf");
    expect(await read(storage, key)).toEqual(bytes);
  });

  it("streams a 12 MB document of unknown length in and out unchanged", async () => {
    const key = newStorageKey();
    const bytes = randomBytes(12 * MB);
    await storage.put(key, chunked(bytes), "application/octet-stream");
    const back = await read(storage, key);
    expect(back.length).toBe(bytes.length);
    // equals() rather than toEqual: a 12 MB diff would drown the report.
    expect(back.equals(bytes)).toBe(true);
  });

  it("tells whether an object exists", async () => {
    const key = newStorageKey();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([Buffer.from("x")]), "text/plain");
    expect(await storage.exists(key)).toBe(true);
  });

  it("deletes an object, and deleting it again is not an error", async () => {
    const key = newStorageKey();
    await storage.put(key, Readable.from([Buffer.from("to be removed")]), "text/plain");
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageObjectMissing);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("rejects get of a key that was never stored with StorageObjectMissing", async () => {
    await expect(storage.get(newStorageKey())).rejects.toBeInstanceOf(StorageObjectMissing);
  });

  // 1 KB fails before anything is sent; 6 MB fails after S3 holds a first multipart part. The test
  // server cannot abort multipart uploads (405): the warning it logs shows the stream's error still wins.
  it.each([
    ["1 KB", 1024],
    ["6 MB", 6 * MB],
  ])("leaves no object when the source stream fails after %s", async (_, size) => {
    const key = newStorageKey();
    const put = storage.put(key, chunked(randomBytes(size), new Error("upload connection reset")), "application/pdf");
    await expect(put).rejects.toThrow("upload connection reset");
    expect(await storage.exists(key)).toBe(false);
    expect(await subject.leftovers()).toEqual([]);
  });

  const uuid = "0f8fad5b-d9cb-469f-a165-70867728950e";
  it.each([
    "../../etc/passwd",
    "documents/../x",
    `documents/../../${uuid}`,
    "/etc/passwd",
    `/documents/${uuid}`,
    `documents/${uuid}/x`,
    `documents/${uuid.toUpperCase()}`,
    `documents\\${uuid}`,
    `other/${uuid}`,
    "",
  ])("refuses the key %j for every operation", async (key) => {
    const refused = /Refusing storage key/;
    await expect(storage.put(key, Readable.from([Buffer.from("x")]), "text/plain")).rejects.toThrow(refused);
    await expect(storage.get(key)).rejects.toThrow(refused);
    await expect(storage.delete(key)).rejects.toThrow(refused);
    await expect(storage.exists(key)).rejects.toThrow(refused);
  });

  it("stores two documents written at the same time", async () => {
    const [first, second] = [newStorageKey(), newStorageKey()];
    const [a, b] = [randomBytes(6 * MB), randomBytes(7 * MB)];
    await Promise.all([storage.put(first, chunked(a), "application/pdf"), storage.put(second, chunked(b), "application/pdf")]);
    expect((await read(storage, first)).equals(a)).toBe(true);
    expect((await read(storage, second)).equals(b)).toBe(true);
  });
});

describe("documentStorage()", () => {
  let server: S3TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startS3Server();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "documents-env-"));
  });
  afterAll(async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** A freshly loaded module, so the process-wide storage is built from the stubbed environment. */
  async function storageModule(env: Record<string, string | undefined>) {
    for (const name of [
      "DOCUMENT_STORAGE",
      "DOCUMENT_STORAGE_DIR",
      "S3_BUCKET",
      "S3_REGION",
      "S3_ENDPOINT",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_FORCE_PATH_STYLE",
    ]) {
      vi.stubEnv(name, env[name]);
    }
    vi.resetModules();
    return import("@/server/storage");
  }

  it("is the local folder by default, created once per process", async () => {
    const { documentStorage } = await storageModule({});
    expect(documentStorage().kind).toBe("local");
    expect(documentStorage()).toBe(documentStorage());
  });

  it("writes under DOCUMENT_STORAGE_DIR", async () => {
    const { documentStorage, newStorageKey: newKey } = await storageModule({ DOCUMENT_STORAGE_DIR: dir });
    const key = newKey();
    await documentStorage().put(key, Readable.from([Buffer.from("local")]), "text/plain");
    const id = key.slice("documents/".length);
    expect(await fs.readdir(dir, { recursive: true })).toContain(path.join("documents", id.slice(0, 2), id));
  });

  // Without S3_FORCE_PATH_STYLE: an endpoint implies path-style, which the local server needs.
  it("is S3 with DOCUMENT_STORAGE=s3, configured from the S3_ variables", async () => {
    const { documentStorage, newStorageKey: newKey } = await storageModule({ ...server.env, S3_FORCE_PATH_STYLE: undefined });
    const storage = documentStorage();
    expect(storage.kind).toBe("s3");
    const key = newKey();
    await storage.put(key, Readable.from([Buffer.from("shared")]), "text/plain");
    expect((await buffer(await s3Storage(server.config).get(key))).toString()).toBe("shared");
  });

  it("refuses DOCUMENT_STORAGE=s3 without S3_BUCKET, naming the variable", async () => {
    const { documentStorage } = await storageModule({ ...server.env, S3_BUCKET: undefined });
    expect(() => documentStorage()).toThrow(/S3_BUCKET must be set/);
  });

  it("refuses half an S3 key pair", async () => {
    const { documentStorage } = await storageModule({ ...server.env, S3_SECRET_ACCESS_KEY: undefined });
    expect(() => documentStorage()).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
  });

  it("refuses an unknown DOCUMENT_STORAGE", async () => {
    const { documentStorage } = await storageModule({ DOCUMENT_STORAGE: "ftp" });
    expect(() => documentStorage()).toThrow(/DOCUMENT_STORAGE must be "local" or "s3"/);
  });
});

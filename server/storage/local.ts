import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, StorageObjectMissing, type DocumentStorage } from "./types";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * Documents as files under `dir` (resolved from the working directory). Fits
 * one app server; several servers need a shared store (see `s3Storage`).
 */
export function localStorage(dir = ".data/documents"): DocumentStorage {
  const root = path.resolve(/*turbopackIgnore: true*/ dir);

  // documents/<uuid> becomes documents/<first two characters>/<uuid>, so no folder grows past a few thousand files.
  function filePath(key: string): string {
    assertStorageKey(key);
    const id = key.slice("documents/".length);
    return path.join(root, "documents", id.slice(0, 2), id);
  }

  return {
    kind: "local",

    async put(key: string, body: Readable): Promise<void> {
      const file = filePath(key);
      // Written beside the final file and renamed onto it, so a key never shows half a document.
      const partial = `${file}.${randomBytes(8).toString("hex")}.part`;
      try {
        await fsp.mkdir(path.dirname(file), { recursive: true });
        // flush: the bytes reach the disk before the rename publishes them.
        await pipeline(body, fs.createWriteStream(partial, { flags: "wx", flush: true }));
        await fsp.rename(partial, file);
      } catch (error) {
        body.destroy();
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key: string): Promise<Readable> {
      const file = filePath(key);
      // Opening first makes a missing file a rejection here, not an error event on the stream later.
      const handle = await fsp.open(file, "r").catch((error: unknown) => {
        throw isMissing(error) ? new StorageObjectMissing(key) : error;
      });
      return handle.createReadStream();
    },

    async delete(key: string): Promise<void> {
      await fsp.rm(filePath(key), { force: true });
    },

    async exists(key: string): Promise<boolean> {
      const file = filePath(key);
      try {
        return (await fsp.stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

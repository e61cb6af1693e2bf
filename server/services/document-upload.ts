import "server-only";
import stream, { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { db } from "../db";
import { AppError } from "../errors";
import { log } from "../log";
import { maxDocumentBytes, maxUploadRequestBytes, uploadTooLarge } from "../upload-limit";
import { documentStorage, newStorageKey, type DocumentStorage } from "../storage";
import { TypeSniffer, type SniffedType } from "./document-type";

/** Counts the bytes that pass and fails the stream past the limit. */
class SizeLimit extends Transform {
  bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.max) return done(uploadTooLarge(this.max));
    done(null, chunk);
  }
}

export interface StoredUpload {
  storageKey: string;
  sizeBytes: number;
  sniffed: SniffedType;
}

export interface ReceivedUpload<T> {
  /** What the fields were admitted as, before the file was stored. */
  admitted: T;
  file: StoredUpload;
}

const oneFileOnly = () => new AppError("unprocessable", 'Send one file per request, in the field "file".', { file: ["Send one file per request."] });
const fieldsFirst = () =>
  new AppError("unprocessable", "Send the text fields before the file.", { file: ["The text fields come before the file in the form data."] });

/**
 * Reads a multipart upload as a stream (memory stays flat whatever the
 * size). The text fields come first: when the file starts, `admit` checks
 * them (and whether the caller may upload there at all), and only a file it
 * admits is written to document storage, under a new key. The key is
 * recorded as pending before the object is written, so an object whose
 * Document row never follows is found and removed by the sweep even if the
 * process dies; on any failure here the object is removed at once. A second
 * file, or a field after the file, refuses the whole upload (422).
 */
export async function receiveUpload<T>(req: Request, admit: (fields: Readonly<Record<string, string>>) => Promise<T>): Promise<ReceivedUpload<T>> {
  const max = maxDocumentBytes();
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxUploadRequestBytes()) throw uploadTooLarge(max);
  if (!req.body) throw new AppError("unprocessable", "A file is required.", { file: ["A file is required."] });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": req.headers.get("content-type") ?? "" },
      limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, fileSize: max + 1 },
    });
  } catch {
    throw new AppError("bad_request", "The upload is not valid multipart form data.");
  }

  const fields: Record<string, string> = {};
  let received: Promise<ReceivedUpload<T>> | null = null;
  // The admission's or the storage's own failure: answered as it is (a database error stays a 500, not a 400).
  let failure: unknown = null;
  // Ends the upload at once, file part included: nothing more of the request is read.
  const refuse = (error: unknown) => parser.destroy(error as Error);

  parser.on("field", (name, value, info) => {
    if (received) refuse(fieldsFirst());
    else if (info.valueTruncated) refuse(new AppError("unprocessable", `The field ${name} is too long.`, { [name]: ["Too long."] }));
    else fields[name] = value;
  });
  parser.on("fieldsLimit", () => refuse(new AppError("unprocessable", "The upload has more fields than a document takes.")));
  // Busboy skips every file past the first without a "file" event: this is the only word of a second one.
  parser.on("filesLimit", () => refuse(oneFileOnly()));
  parser.on("file", (name, part) => {
    // A refusal destroys the part with its error, which the upload already answers; unheard, it would crash the process.
    part.on("error", () => undefined);
    if (name !== "file") return refuse(oneFileOnly());
    if (Object.keys(fields).length === 0) return refuse(fieldsFirst());
    // The part waits, unread, while the fields are checked: a refused upload stores nothing.
    received = admit({ ...fields }).then(async (admitted) => ({ admitted, file: await storeFile(part, max) }));
    received.catch((error) => {
      failure = error;
      refuse(error);
    });
  });

  try {
    await pipeline(Readable.fromWeb(req.body as WebReadableStream<Uint8Array>), parser);
  } catch (error) {
    await (received as Promise<ReceivedUpload<T>> | null)?.then(
      ({ file }) => discardStoredObject(file.storageKey),
      () => undefined,
    );
    if (error instanceof AppError || (failure !== null && error === failure)) throw error;
    throw new AppError("bad_request", "The upload is not valid multipart form data.");
  }
  if (!received) throw new AppError("unprocessable", "A file is required.", { file: ["A file is required."] });
  return received;
}

async function storeFile(source: Readable, max: number): Promise<StoredUpload> {
  const storageKey = newStorageKey();
  const storage = documentStorage();
  await db.pendingDocumentObject.create({ data: { storageKey } });
  // Busboy stops a file one byte past the limit, which SizeLimit then refuses.
  const limit = new SizeLimit(max);
  const sniffer = new TypeSniffer();
  try {
    // Errors anywhere in the chain (a client gone mid-file, a refusal) end it all; storage.put reports them.
    stream.pipeline(source, limit, sniffer, () => undefined);
    await storage.put(storageKey, sniffer, "application/octet-stream");
  } catch (error) {
    await discardStoredObject(storageKey);
    if (error instanceof AppError) throw error;
    log.error({ err: error, storageKey }, "document storage write failed");
    throw storageUnavailable();
  }
  if (!sniffer.type) {
    await discardStoredObject(storageKey);
    throw storageUnavailable();
  }
  return { storageKey, sizeBytes: limit.bytes, sniffed: sniffer.type };
}

export function storageUnavailable(): AppError {
  return new AppError("service_unavailable", "Documents cannot be stored or read right now. Please try again in a moment.", undefined, {
    retryAfterSeconds: 5,
  });
}

/**
 * Removes an object whose Document row was not written, then its pending
 * mark. If storage cannot delete it now, the mark stays for the sweep.
 */
export async function discardStoredObject(storageKey: string, storage: DocumentStorage = documentStorage()): Promise<void> {
  try {
    await storage.delete(storageKey);
    await db.pendingDocumentObject.deleteMany({ where: { storageKey } });
  } catch (error) {
    log.warn({ err: error, storageKey }, "stored object left for the sweep");
  }
}

/** How long an object may stay pending before the sweep takes it for abandoned. */
export const PENDING_OBJECT_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes objects written for uploads and generated documents whose Document
 * row never came (the server died between the two), with their pending marks.
 * Returns how many.
 */
export async function sweepAbandonedObjects(now = new Date(), graceMs = PENDING_OBJECT_GRACE_MS): Promise<number> {
  const stale = await db.pendingDocumentObject.findMany({ where: { createdAt: { lt: new Date(now.getTime() - graceMs) } }, take: 500 });
  for (const { storageKey } of stale) await discardStoredObject(storageKey);
  return stale.length;
}

const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Runs the sweep in the background of each app server (several servers may sweep at once: deleting twice is harmless). */
export function startDocumentSweep(): void {
  const holder = globalThis as typeof globalThis & { __documentSweep?: NodeJS.Timeout };
  if (holder.__documentSweep) return;
  holder.__documentSweep = setInterval(() => {
    sweepAbandonedObjects().catch((error) => log.error({ err: error }, "document sweep failed"));
  }, SWEEP_EVERY_MS);
  holder.__documentSweep.unref();
}

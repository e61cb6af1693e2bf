import "server-only";
import { Transform, type TransformCallback } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import { acceptedDocumentTypes, documentMessages, type AcceptedMimeType } from "@/lib/domain/documents";
import { AppError } from "../errors";

/** Enough of a file for its signature; Office files need their first zip entries. */
const SAMPLE_BYTES = 64 * 1024;

export interface SniffedType {
  mime: string;
  ext: string;
}

/**
 * Passes a file through unchanged while reading its type from the first
 * bytes; fails the stream (415) as soon as the content is of no accepted
 * kind, so a refused file is never stored whole.
 */
export class TypeSniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private sniffed: SniffedType | null = null;

  get type(): SniffedType | null {
    return this.sniffed;
  }

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.sniffed) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SAMPLE_BYTES) return done();
    this.release(done);
  }

  _flush(done: TransformCallback) {
    if (this.sniffed) return done();
    this.release(done);
  }

  private release(done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    fileTypeFromBuffer(head).then(
      (found) => {
        if (!found || !isCandidate(found.mime)) return done(unsupportedType());
        this.sniffed = { mime: found.mime, ext: found.ext };
        done(null, head);
      },
      () => done(unsupportedType()),
    );
  }
}

// Legacy Word and Excel files are both OLE compound files; the name tells which.
const COMPOUND_FILE = "application/x-cfb";
const compoundByExtension: Record<string, AcceptedMimeType> = { ".doc": "application/msword", ".xls": "application/vnd.ms-excel" };

function isCandidate(mime: string): boolean {
  return mime === COMPOUND_FILE || mime in acceptedDocumentTypes;
}

/** The type a document is stored with, from its content (and for legacy Office files its name); 415 otherwise. */
export function documentMimeType(sniffed: SniffedType, filename: string): AcceptedMimeType {
  if (sniffed.mime === COMPOUND_FILE) {
    const extension = /\.[^.]+$/.exec(filename.toLowerCase())?.[0] ?? "";
    const mime = compoundByExtension[extension];
    if (!mime) throw unsupportedType();
    return mime;
  }
  return sniffed.mime as AcceptedMimeType;
}

export function unsupportedType(): AppError {
  return new AppError("unsupported_media_type", documentMessages.notExpectedType);
}

// The object storage behind every uploaded file (listing photos, avatars, agency logos, journal covers, imported
// offers' images, the demo pictures): one interface, two drivers: the local folder (UPLOADS_DIR, the default) and a
// bucket on the S3 API (S3_BUCKET; storage/s3.ts). Keys are the paths under /uploads/ (`listings/12/3f9a…-card.webp`).
import type { Readable } from 'node:stream';

export type StorageKind = 'local' | 's3';

/** Names are random and never reused: cached for a year, by browsers and any CDN. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface ObjectInfo {
  size: number;
  contentType: string;
  etag?: string;
  lastModified?: Date;
}

/** An object's bytes as a stream; `range` set when the answer is a part (206). */
export interface ObjectStream extends ObjectInfo {
  body: Readable;
  /** Bytes of the body (the part's length for a range). */
  length: number;
  range?: { start: number; end: number };
}

export interface StorageCheck {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface Storage {
  readonly kind: StorageKind;
  /** Where the objects live, for logs: the folder or `s3://bucket`. */
  readonly location: string;
  /** Write (or overwrite) one object. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** Write one object from a local file, streamed (an import's upload of up to 100 MB never sits in memory). */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** An object's bytes; null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Size and type without the bytes; null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Stream an object, or a byte range of it (`bytes=0-99`); null when there is none. Throws RangeNotSatisfiable. */
  stream(key: string, range?: string): Promise<ObjectStream | null>;
  /** Delete objects; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every object under a prefix (`demo/`), in no promised order. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /** Cheap readiness probe: the folder is writable, or the bucket answers (HeadBucket) within `timeoutMs`. */
  check(timeoutMs: number): Promise<StorageCheck>;
  /** Release connections (S3). */
  close(): void;
}

export class RangeNotSatisfiable extends Error {
  constructor(public readonly size: number | undefined) {
    super('range not satisfiable');
    this.name = 'RangeNotSatisfiable';
  }
}

/** A key we write or serve: relative, no `..`, no empty segment, no leading dot; letters, digits, `._-/`. */
const KEY = /^(?!.*(?:^|\/)\.)(?!.*\/\/)[A-Za-z0-9][A-Za-z0-9._/-]{0,511}$/;

export function assertKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export const isStorageKey = (key: string): boolean => KEY.test(key) && !key.endsWith('/');

/** Keys under `queue/` (originals waiting for the photo job, with their EXIF/GPS) are stored, never served. */
export const isPrivateKey = (key: string): boolean => key.replace(/^\/+/, '').startsWith('queue/');

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Content-Type by extension (application/octet-stream for anything else). */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range against a size; null for no range (or several, served whole). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  let start: number;
  let end: number;
  if (a === '') {
    if (b === '') return null;
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) throw new RangeNotSatisfiable(size);
  return { start, end };
}

export const elapsedMs = (started: number): number => Math.round((performance.now() - started) * 100) / 100;

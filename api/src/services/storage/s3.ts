// The S3 driver (@aws-sdk/client-s3): any server speaking the S3 API (Garage, Ceph RGW, a managed S3 or R2; s3rver
// in the tests). Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile,
// an instance role). Objects are written with their Content-Type and the year-long immutable Cache-Control the
// /uploads/ route sends, so a CDN serving the bucket (S3_PUBLIC_URL) caches them the same way.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, contentTypeOf, elapsedMs, RangeNotSatisfiable, UPLOADS_CACHE_CONTROL, type ObjectInfo, type ObjectStream, type Storage, type StorageCheck } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Explicit keys (tests); otherwise the SDK's default chain reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const status = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
/** A missing object (a missing bucket is an error: the configuration is wrong). */
const notFound = (error: unknown): boolean =>
  (error instanceof S3ServiceException ? error.name !== 'NoSuchBucket' : true) && (status(error) === 404 || (error instanceof Error && error.name === 'NoSuchKey'));

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(opts: S3Options) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle,
      ...(opts.credentials ? { credentials: opts.credentials } : {}),
      // a few quick retries; a hung server must not hold a request for long
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    });
  }

  get location(): string {
    return `s3://${this.bucket}`;
  }

  async put(key: string, data: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: assertKey(key), Body: data, ContentType: contentType, ContentLength: data.length, CacheControl: UPLOADS_CACHE_CONTROL }),
    );
  }

  async putFile(key: string, file: string, contentType = contentTypeOf(key)): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: assertKey(key), Body: createReadStream(file), ContentType: contentType, ContentLength: size, CacheControl: UPLOADS_CACHE_CONTROL }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
      if (!res.Body) return Buffer.alloc(0);
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
      return {
        size: res.ContentLength ?? 0,
        contentType: res.ContentType || contentTypeOf(key),
        ...(res.ETag ? { etag: res.ETag } : {}),
        ...(res.LastModified ? { lastModified: res.LastModified } : {}),
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: string): Promise<ObjectStream | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertKey(key), ...(range ? { Range: range } : {}) }));
      const length = res.ContentLength ?? 0;
      // Content-Range: bytes 0-99/1234
      const m = res.ContentRange ? /bytes (\d+)-(\d+)\/(\d+)/.exec(res.ContentRange) : null;
      const size = m ? Number(m[3]) : length;
      return {
        body: res.Body as Readable,
        length,
        size,
        contentType: res.ContentType || contentTypeOf(key),
        ...(res.ETag ? { etag: res.ETag } : {}),
        ...(res.LastModified ? { lastModified: res.LastModified } : {}),
        ...(m ? { range: { start: Number(m[1]), end: Number(m[2]) } } : {}),
      };
    } catch (error) {
      if (notFound(error)) return null;
      if (status(error) === 416) throw new RangeNotSatisfiable((await this.head(key))?.size);
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: assertKey(key) }));
      if (batch.length === 0) continue;
      const res = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      const failed = (res.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) throw new Error(`S3 delete failed for ${failed.length} object(s): ${failed[0]?.Key ?? ''} ${failed[0]?.Code ?? ''}`);
    }
  }

  async *list(prefix = ''): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ...(prefix ? { Prefix: prefix } : {}), ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of res.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
  }

  async check(timeoutMs: number): Promise<StorageCheck> {
    const started = performance.now();
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
      return { ok: true, latencyMs: elapsedMs(started) };
    } catch (error) {
      const code = status(error);
      const message = error instanceof Error ? `${error.name}${code ? ` (HTTP ${code})` : ''}: ${error.message}` : String(error);
      return { ok: false, latencyMs: elapsedMs(started), error: message };
    }
  }

  close(): void {
    this.client.destroy();
  }
}

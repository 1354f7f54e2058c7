// Images of imported offers: downloaded at run time (timeout, size cap), then stored by the listing photo pipeline
// (plugins/app/listing/photos.ts), the same as photos uploaded on the listing form.
import type { PhotoVariants } from '../../../db/schema/listings';
import { removeListingPhoto, storeListingPhoto } from '../listing/photos';
import type { UploadService } from '../../../services/uploads';
import { fetchPublic } from './safe-fetch';

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 15_000;

export interface StoredImage {
  /** Storage key (the variants are `${key}-{size}.webp`). */
  path: string;
  variants: PhotoVariants;
  /** Perceptual hash, for duplicate candidates in moderation. */
  phash: string;
}

/** Download one image (http/https only) into memory, refusing anything larger than the cap. */
export async function downloadImage(url: string, allowPrivate = false, timeoutMs = IMAGE_TIMEOUT_MS): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new Error('not an http(s) URL');
  const res = await fetchPublic(url, { signal: AbortSignal.timeout(timeoutMs), allowPrivate });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > IMAGE_MAX_BYTES) throw new Error('too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > IMAGE_MAX_BYTES) throw new Error('too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Re-encode one image through the listing photo pipeline (plugins/app/listing/photos.ts: WebP sizes, AVIF when smaller, metadata dropped, pixel cap). */
export async function storeImage(uploads: UploadService, listingId: number, buffer: Buffer): Promise<StoredImage> {
  const photo = await storeListingPhoto(uploads, listingId, buffer);
  return { path: photo.key, variants: photo.variants, phash: photo.phash };
}

/** Delete every stored file of imported images (when an offer's image list changes). */
export async function removeImages(uploads: UploadService, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.filter((key) => /^listings\/\d+\/[0-9a-f]{24}$/.test(key)).map((key) => removeListingPhoto(uploads, key)));
}

/** Download and store each URL; a failed one is reported, the others are kept (in order). */
export async function importImages(uploads: UploadService, listingId: number, urls: readonly string[], allowPrivate = false): Promise<{ stored: StoredImage[]; failed: string[] }> {
  const stored: StoredImage[] = [];
  const failed: string[] = [];
  for (const url of urls) {
    try {
      stored.push(await storeImage(uploads, listingId, await downloadImage(url, allowPrivate)));
    } catch {
      failed.push(url);
    }
  }
  return { stored, failed };
}

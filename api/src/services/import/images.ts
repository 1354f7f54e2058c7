// Images of imported offers: downloaded at run time (timeout, size cap), decoded and re-encoded by sharp into the WebP
// sizes the site serves (metadata dropped, pixel cap), stored with the other uploads. Kept in this one file so the
// photo pipeline of the add-listing issue (api/src/services/photos/) can replace it.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoVariants } from '../../db/schema/listings';
import { MAX_INPUT_PIXELS, UPLOADS_URL_PREFIX } from '../uploads';

export const IMAGE_SIZES = { thumb: [320, 240], card: [640, 480], full: [1280, 960] } as const;
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 15_000;

export interface StoredImage {
  /** Storage key (the variants are `${key}-{size}.webp`). */
  path: string;
  variants: PhotoVariants;
}

/** Download one image (http/https only) into memory, refusing anything larger than the cap. */
export async function downloadImage(url: string, timeoutMs = IMAGE_TIMEOUT_MS): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new Error('not an http(s) URL');
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
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

/** Re-encode one image into the site's sizes under `listings/{listingId}/`. */
export async function storeImage(uploadsDir: string, listingId: number, buffer: Buffer): Promise<StoredImage> {
  const key = `listings/${listingId}/${randomBytes(12).toString('hex')}`;
  await mkdir(path.join(uploadsDir, path.dirname(key)), { recursive: true });
  const variants = {} as Record<keyof PhotoVariants, { url: string; w: number; h: number }>;
  try {
    for (const [name, [w, h]] of Object.entries(IMAGE_SIZES) as Array<[keyof PhotoVariants, readonly [number, number]]>) {
      const file = `${key}-${name}.webp`;
      const info = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize(w, h, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(path.join(uploadsDir, file));
      variants[name] = { url: `${UPLOADS_URL_PREFIX}/${file}`, w: info.width, h: info.height };
    }
  } catch (error) {
    await Promise.all(Object.keys(IMAGE_SIZES).map((name) => rm(path.join(uploadsDir, `${key}-${name}.webp`), { force: true })));
    throw error;
  }
  return { path: key, variants };
}

/** Delete the stored sizes of imported images (when an offer's image list changes). */
export async function removeImages(uploadsDir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys
      .filter((key) => /^listings\/\d+\/[0-9a-f]{24}$/.test(key))
      .flatMap((key) => Object.keys(IMAGE_SIZES).map((name) => rm(path.join(uploadsDir, `${key}-${name}.webp`), { force: true }))),
  );
}

/** Download and store each URL; a failed one is reported, the others are kept (in order). */
export async function importImages(uploadsDir: string, listingId: number, urls: readonly string[]): Promise<{ stored: StoredImage[]; failed: string[] }> {
  const stored: StoredImage[] = [];
  const failed: string[] = [];
  for (const url of urls) {
    try {
      stored.push(await storeImage(uploadsDir, listingId, await downloadImage(url)));
    } catch {
      failed.push(url);
    }
  }
  return { stored, failed };
}

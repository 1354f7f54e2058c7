// Image uploads: every upload is decoded and re-encoded by sharp into WebP sizes (EXIF/GPS and all
// other metadata dropped, orientation applied, decompression bombs refused by a pixel cap) and stored
// through the object storage (services/storage: the UPLOADS_DIR folder, or a bucket on the S3 API), served under
// /uploads/. The original bytes are never kept.
import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { loadSharp } from './sharp';
import { contentTypeOf, type Storage } from './storage';

export const UPLOADS_URL_PREFIX = '/uploads';
/** Square avatar sizes (px); `users.photo` holds the URL of the 256 one, the others derive from it. */
export const AVATAR_SIZES = [64, 256, 512] as const;
/** Refuse images above 50 megapixels before decoding them. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif'] as const;
const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

export class ImageError extends Error {
  constructor(public readonly reason: 'unsupported' | 'too-large' | 'corrupt') {
    super(`image rejected: ${reason}`);
    this.name = 'ImageError';
  }
}

/** Storage keys look like `avatars/12/3f9a…` (no extension, no size). */
const KEY = /^[a-z]+\/\d+\/[0-9a-f]{24}$/;
const AVATAR_URL = new RegExp(`^${UPLOADS_URL_PREFIX}/([a-z]+/\\d+/[0-9a-f]{24})-256\\.webp$`);

/** The storage key of an avatar URL stored in `users.photo` (null for anything else). */
export const avatarKey = (photoUrl: string | null | undefined): string | null => (photoUrl ? (AVATAR_URL.exec(photoUrl)?.[1] ?? null) : null);

export const variantPath = (key: string, size: number | string): string => `${key}-${size}.webp`;

/** Public URLs of an avatar's sizes, by size name, from the URL in `users.photo`. */
export function photoUrls(photoUrl: string): Record<string, string> {
  const key = avatarKey(photoUrl);
  if (!key) return { '256': photoUrl };
  return Object.fromEntries(AVATAR_SIZES.map((size) => [String(size), `${UPLOADS_URL_PREFIX}/${variantPath(key, size)}`]));
}

/** An image header's format and size, checked: an accepted format, both sides known, within the pixel cap (else ImageError). */
export function checkedImageSize(meta: Metadata, accepted: ReadonlySet<string>): { format: string; width: number; height: number } {
  if (!meta.format || !accepted.has(meta.format)) throw new ImageError('unsupported');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new ImageError('corrupt');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageError('too-large');
  return { format: meta.format, width, height };
}

export interface ImageVariant {
  /** Storage key of the file (`avatars/7/…-256.webp`). */
  file: string;
  width: number;
  height: number;
  bytes: number;
}

export class UploadService {
  constructor(readonly storage: Storage) {}

  /** Check the bytes are an image we accept, within the pixel cap; returns its format. */
  async inspect(buffer: Buffer): Promise<{ format: string; width: number; height: number }> {
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      // Header only: no pixels are decoded here, so no cap is needed to read the dimensions.
      meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    } catch {
      throw new ImageError('corrupt');
    }
    return checkedImageSize(meta, INPUT_FORMATS);
  }

  /** Re-encode a user's photo to square WebP sizes; `url` (the 256 px one) goes to `users.photo`. */
  async saveAvatar(userId: number, buffer: Buffer): Promise<{ key: string; url: string; variants: ImageVariant[] }> {
    const sharp = await loadSharp();
    await this.inspect(buffer);
    const key = `avatars/${userId}/${randomBytes(12).toString('hex')}`;
    const encoded: Array<{ file: string; data: Buffer; width: number; height: number }> = [];
    try {
      for (const size of AVATAR_SIZES) {
        const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate() // apply EXIF orientation, then the metadata is dropped (sharp keeps none by default)
          .resize(size, size, { fit: 'cover', position: 'attention', withoutEnlargement: false })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        encoded.push({ file: variantPath(key, size), data, width: info.width, height: info.height });
      }
    } catch {
      throw new ImageError('corrupt');
    }
    const variants: ImageVariant[] = [];
    try {
      for (const v of encoded) {
        await this.putFile(v.file, v.data);
        variants.push({ file: v.file, width: v.width, height: v.height, bytes: v.data.length });
      }
    } catch (error) {
      await this.remove(key).catch(() => {});
      throw error;
    }
    return { key, url: `${UPLOADS_URL_PREFIX}/${variantPath(key, 256)}`, variants };
  }

  /** Delete every size of a stored avatar, by key or by its `users.photo` URL (anything else is ignored). */
  async remove(keyOrUrl: string | null | undefined): Promise<void> {
    const key = keyOrUrl && KEY.test(keyOrUrl) ? keyOrUrl : avatarKey(keyOrUrl);
    if (!key) return;
    await this.storage.delete(AVATAR_SIZES.map((size) => variantPath(key, size)));
  }

  /** Write one file to the storage (`rel` like `listings/12/3f9a…-card.webp`), typed by its extension. */
  async putFile(rel: string, data: Buffer): Promise<void> {
    await this.storage.put(rel, data, contentTypeOf(rel));
  }

  /** Delete stored files (missing ones are ignored). */
  async deleteFiles(rels: readonly string[]): Promise<void> {
    await this.storage.delete(rels);
  }
}

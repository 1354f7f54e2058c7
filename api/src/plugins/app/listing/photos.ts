// The listing photo pipeline (DECISIONS.md "Listings"): a Buffer in, stored WebP variants out.
//   1. inspect the header: JPEG, PNG, WebP, AVIF or HEIC only (SVG, GIF, TIFF, PDF… refused), within the pixel cap
//      (decompression bombs are refused before any pixel is decoded);
//   2. HEIC (HEVC in HEIF) is converted to JPEG first with heic-convert: sharp's prebuilt libvips reads AVIF but
//      has no HEVC decoder;
//   3. each size (thumb, card, full: PHOTO_SIZES, the sizes the card and the listing page use) is re-encoded with
//      sharp: orientation applied from EXIF, then every metadata block dropped (EXIF, GPS, XMP, ICC), as WebP, plus
//      an AVIF beside it when that comes out smaller;
//   4. files are written through the uploads storage (UploadService) under `listings/<userId>/<random>`;
//   5. a 64-bit perceptual hash (dHash of a 9×8 grey thumbnail, 16 hex digits) is kept beside the photo, so the
//      back office's moderation can show listings that reuse the same photos (a resized or re-encoded copy hashes alike).
// `storeListingPhoto` is what the add/edit form and the import (issue 16) call.
import { randomBytes } from 'node:crypto';
import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from '../../../services/sharp';
import { PHOTO_SIZES } from '../../../db/photo-sizes';
import type { PhotoVariants } from '../../../db/schema';
import { checkedImageSize, ImageError, MAX_INPUT_PIXELS, UPLOADS_URL_PREFIX, type UploadService } from '../../../services/uploads';

export { ImageError };
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as PhotoSize[];
/** Stored listing photo keys: `listings/<userId>/<24 hex>`. */
export const LISTING_PHOTO_KEY = /^listings\/\d+\/[0-9a-f]{24}$/;

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** True for an ISO-BMFF file whose major or compatible brands say HEVC-coded HEIF. */
export function isHeic(buffer: Buffer): boolean {
  if (buffer.length < 16 || buffer.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(buffer.readUInt32BE(0), buffer.length, 64);
  for (let i = 8; i + 4 <= size; i += 4) {
    if (i === 12) continue; // minor version
    if (HEIC_BRANDS.has(buffer.toString('latin1', i, i + 4))) return true;
  }
  return false;
}

async function heicToJpeg(buffer: Buffer): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  try {
    const out = await convert({ buffer, format: 'JPEG', quality: 0.92 });
    return Buffer.isBuffer(out) ? out : Buffer.from(new Uint8Array(out));
  } catch {
    throw new ImageError('corrupt');
  }
}

/** What the header says (no pixel decoded): accepted format, within the pixel cap; throws ImageError otherwise. */
export async function inspectPhoto(buffer: Buffer): Promise<{ pixels: number; heic: boolean }> {
  const sharp = await loadSharp();
  if (buffer.length === 0) throw new ImageError('corrupt');
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata(); // header only
  } catch {
    // libvips may not even parse an HEVC HEIF's header: fall back on the brand (the decoder checks the rest)
    if (isHeic(buffer)) return { pixels: 0, heic: true };
    throw new ImageError('corrupt');
  }
  const { width, height } = checkedImageSize(meta, ACCEPTED);
  return { pixels: width * height, heic: meta.format === 'heif' && (meta.compression === 'hevc' || isHeic(buffer)) };
}

/** Decode-ready bytes: the header checked against the accepted formats and the pixel cap; HEIC converted. */
export async function normaliseInput(buffer: Buffer): Promise<Buffer> {
  const { heic } = await inspectPhoto(buffer);
  if (!heic) return buffer;
  const jpeg = await heicToJpeg(buffer);
  // the converted image is checked like any upload (an HEIC's header may not have been readable above)
  const { pixels } = await inspectPhoto(jpeg);
  if (pixels > MAX_INPUT_PIXELS) throw new ImageError('too-large');
  return jpeg;
}

/**
 * Difference hash: the image shrunk to 9×8 grey pixels, one bit per pixel "brighter than its right neighbour".
 * Resizing and re-encoding keep it; different photos almost never share it. 16 lower-case hex digits.
 */
export async function perceptualHash(image: Sharp): Promise<string> {
  const { data } = await image.clone().greyscale().resize(9, 8, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer({ resolveWithObject: true });
  let hex = '';
  for (let row = 0; row < 8; row += 1) {
    let byte = 0;
    for (let col = 0; col < 8; col += 1) {
      const left = data[row * 9 + col] ?? 0;
      const right = data[row * 9 + col + 1] ?? 0;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

export interface EncodedVariant {
  size: PhotoSize;
  width: number;
  height: number;
  webp: Buffer;
  /** Present only when smaller than the WebP. */
  avif?: Buffer;
}

/** Re-encode every size (no storage). Throws ImageError for anything that is not an accepted image. */
export async function encodePhoto(input: Buffer, opts: { avif?: boolean } = {}): Promise<EncodedVariant[]> {
  return (await encodePhotoWithHash(input, opts)).variants;
}

/** Every size re-encoded, and the image's perceptual hash. */
export async function encodePhotoWithHash(input: Buffer, opts: { avif?: boolean } = {}): Promise<{ variants: EncodedVariant[]; phash: string }> {
  const sharp = await loadSharp();
  const buffer = await normaliseInput(input);
  let oriented: Sharp;
  let width = 0;
  let height = 0;
  try {
    // one decode, orientation applied; sharp writes no metadata unless asked (EXIF/GPS/XMP dropped)
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().raw().toBuffer({ resolveWithObject: true });
    oriented = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels }, limitInputPixels: MAX_INPUT_PIXELS });
    ({ width, height } = info);
  } catch {
    throw new ImageError('corrupt');
  }
  const out: EncodedVariant[] = [];
  const [fullW, fullH] = PHOTO_SIZES.full;
  for (const size of PHOTO_SIZE_NAMES) {
    // large only adds pixels when the original does not fit the full box
    if (size === 'large' && width <= fullW && height <= fullH) continue;
    const [w, h] = PHOTO_SIZES[size];
    const inside = size === 'full' || size === 'large';
    const resized = oriented.clone().resize(w, h, inside ? { fit: 'inside', withoutEnlargement: true } : { fit: 'cover', position: 'attention' });
    const { data: webp, info } = await resized.clone().webp({ quality: size === 'thumb' ? 70 : 78 }).toBuffer({ resolveWithObject: true });
    const variant: EncodedVariant = { size, width: info.width, height: info.height, webp };
    // no AVIF of large: it is the slowest to encode and the viewer's srcset serves WebP
    if (opts.avif !== false && size !== 'large') {
      const avif = await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer();
      if (avif.length < webp.length) variant.avif = avif;
    }
    out.push(variant);
  }
  return { variants: out, phash: await perceptualHash(oriented) };
}

export interface StoredPhoto {
  key: string;
  variants: PhotoVariants;
  /** Perceptual hash (see perceptualHash). */
  phash: string;
  bytes: number;
}

const fileOf = (key: string, size: PhotoSize, ext: 'webp' | 'avif'): string => `${key}-${size}.${ext}`;

/** Process an uploaded image into stored variants for a listing photo owned by `userId`. */
export async function storeListingPhoto(uploads: UploadService, userId: number, buffer: Buffer, opts: { avif?: boolean } = {}): Promise<StoredPhoto> {
  const { variants: encoded, phash } = await encodePhotoWithHash(buffer, opts);
  const key = `listings/${userId}/${randomBytes(12).toString('hex')}`;
  const variants: Partial<PhotoVariants> = {};
  let bytes = 0;
  try {
    for (const v of encoded) {
      await uploads.putFile(fileOf(key, v.size, 'webp'), v.webp);
      bytes += v.webp.length;
      const variant: PhotoVariants[PhotoSize] = { url: `${UPLOADS_URL_PREFIX}/${fileOf(key, v.size, 'webp')}`, w: v.width, h: v.height };
      if (v.avif) {
        await uploads.putFile(fileOf(key, v.size, 'avif'), v.avif);
        bytes += v.avif.length;
        variant.avif = `${UPLOADS_URL_PREFIX}/${fileOf(key, v.size, 'avif')}`;
      }
      variants[v.size] = variant;
    }
  } catch (error) {
    await removeListingPhoto(uploads, key);
    throw error;
  }
  return { key, variants: variants as PhotoVariants, phash, bytes };
}

/** Delete every stored file of a listing photo (keys that are not listing photos, like the demo pool, are left). */
export async function removeListingPhoto(uploads: UploadService, key: string): Promise<void> {
  if (!LISTING_PHOTO_KEY.test(key)) return;
  await uploads.deleteFiles(PHOTO_SIZE_NAMES.flatMap((size) => [fileOf(key, size, 'webp'), fileOf(key, size, 'avif')]));
}

/** `fastify.listingPhotos`: the photo steps of the listing form's upload, on the app's upload storage. */
export class ListingPhotos {
  constructor(private readonly uploads: UploadService) {}

  /** The header only: format and pixel count (an ImageError for what is not an image or too large). */
  inspect(buffer: Buffer): Promise<{ pixels: number; heic: boolean }> {
    return inspectPhoto(buffer);
  }

  store(userId: number, buffer: Buffer): Promise<StoredPhoto> {
    return storeListingPhoto(this.uploads, userId, buffer);
  }

  remove(key: string): Promise<void> {
    return removeListingPhoto(this.uploads, key);
  }

  /** The form's message for an image the pipeline refused; null for any other error (a server error). */
  refusal(error: unknown): 'photoTooLarge' | 'photoInvalid' | null {
    if (!(error instanceof ImageError)) return null;
    return error.reason === 'too-large' ? 'photoTooLarge' : 'photoInvalid';
  }
}

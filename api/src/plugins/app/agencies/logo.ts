// Agency logos: decoded and re-encoded by sharp (metadata dropped, pixel cap) into one WebP that fits 256×256, stored
// with the other uploads (services/storage: the UPLOADS_DIR folder or the S3 bucket, served under /uploads/).
import { randomBytes } from 'node:crypto';
import { loadSharp } from '../../../services/sharp';
import { ImageError, MAX_INPUT_PIXELS, UPLOADS_URL_PREFIX, type UploadService } from '../../../services/uploads';

const LOGO_URL = new RegExp(`^${UPLOADS_URL_PREFIX}/(logos/\\d+/[0-9a-f]{24})-256\\.webp$`);

export async function saveLogo(uploads: UploadService, agencyId: number, buffer: Buffer): Promise<string> {
  const sharp = await loadSharp();
  await uploads.inspect(buffer);
  const key = `logos/${agencyId}/${randomBytes(12).toString('hex')}`;
  let webp: Buffer;
  try {
    webp = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(256, 256, { fit: 'inside', withoutEnlargement: false })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ImageError('corrupt');
  }
  await uploads.putFile(`${key}-256.webp`, webp);
  return `${UPLOADS_URL_PREFIX}/${key}-256.webp`;
}

/** Delete a stored logo by its URL (anything else is ignored). */
export async function removeLogo(uploads: UploadService, url: string | null): Promise<void> {
  const key = url ? LOGO_URL.exec(url)?.[1] : undefined;
  if (key) await uploads.deleteFiles([`${key}-256.webp`]);
}

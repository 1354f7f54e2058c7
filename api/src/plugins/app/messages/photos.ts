// Photos sent in messages: inspected like every upload (accepted formats, the pixel cap), re-encoded once as WebP
// within 1600 px with the EXIF orientation applied and every metadata block (GPS!) dropped, stored under
// `messages/<conversationId>/<uploaderId>/<24 hex>-<w>x<h>.webp`. The photo's id is the file name's stem: the key
// holds the thread and the uploader, so only the uploader can attach it, and only in that thread.
import { randomBytes } from 'node:crypto';
import type { MessagePhoto } from '../../../db/schema';
import { loadSharp } from '../../../services/sharp';
import { ImageError, MAX_INPUT_PIXELS, UPLOADS_URL_PREFIX, type UploadService } from '../../../services/uploads';

const EDGE = 1600;
const PHOTO_ID = /^([0-9a-f]{24})-(\d{1,5})x(\d{1,5})$/;
const keyOf = (conversationId: number, userId: number, id: string) => `messages/${conversationId}/${userId}/${id}.webp`;

export async function storeMessagePhoto(
  uploads: UploadService,
  conversationId: number,
  userId: number,
  buffer: Buffer,
): Promise<{ id: string; url: string; width: number; height: number }> {
  await uploads.inspect(buffer);
  const sharp = await loadSharp();
  let encoded: { data: Buffer; info: { width: number; height: number } };
  try {
    encoded = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(EDGE, EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageError('corrupt');
  }
  const id = `${randomBytes(12).toString('hex')}-${encoded.info.width}x${encoded.info.height}`;
  const key = keyOf(conversationId, userId, id);
  await uploads.putFile(key, encoded.data);
  return { id, url: `${UPLOADS_URL_PREFIX}/${key}`, width: encoded.info.width, height: encoded.info.height };
}

/** The stored photos behind these ids, uploaded by `userId` in this thread; null when one is not there. */
export async function resolveMessagePhotos(uploads: UploadService, conversationId: number, userId: number, ids: readonly string[]): Promise<MessagePhoto[] | null> {
  const photos: MessagePhoto[] = [];
  for (const id of new Set(ids)) {
    const match = PHOTO_ID.exec(id);
    if (!match) return null;
    const key = keyOf(conversationId, userId, id);
    if (!(await uploads.storage.head(key))) return null;
    photos.push({ key, width: Number(match[2]), height: Number(match[3]) });
  }
  return photos;
}

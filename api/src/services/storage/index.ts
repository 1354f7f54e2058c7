// Object storage for uploaded files: the driver the configuration names (storage/types.ts).
import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { Storage } from './types';

export * from './types';
export { LocalStorage } from './local';

/** The local folder (UPLOADS_DIR) unless S3_BUCKET is set; the S3 driver is loaded only then. */
export async function createStorage(config: Pick<Config, 'uploadsDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return new LocalStorage(config.uploadsDir);
  const { S3Storage } = await import('./s3');
  return new S3Storage(config.s3);
}

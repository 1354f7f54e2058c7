// Copy a local uploads folder into the configured bucket (`npm run storage:migrate -w @realty/api`): every file is
// copied unless an object of the same size is already there, so a second run copies nothing and an interrupted
// one picks up where it stopped. The folder is left as it was (delete it by hand once the site serves from S3).
import { contentTypeOf, isStorageKey, type Storage } from './types';

export interface MigrateResult {
  /** Files in the folder. */
  files: number;
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Names that are not storage keys (dot files, odd characters): left out. */
  ignored: number;
  failed: Array<{ key: string; error: string }>;
  bytes: number;
}

export async function migrateStorage(from: Storage, to: Storage, opts: { concurrency?: number; log?: (line: string) => void } = {}): Promise<MigrateResult> {
  const result: MigrateResult = { files: 0, copied: 0, skipped: 0, ignored: 0, failed: [], bytes: 0 };
  const log = opts.log ?? (() => {});
  const pending = new Set<Promise<void>>();
  const copy = async (key: string, size: number): Promise<void> => {
    try {
      const there = await to.head(key);
      if (there && there.size === size) {
        result.skipped += 1;
        return;
      }
      const data = await from.get(key);
      if (!data) throw new Error('vanished from the folder');
      await to.put(key, data, contentTypeOf(key));
      result.copied += 1;
      result.bytes += data.length;
      if (result.copied % 500 === 0) log(`${result.copied} copied…`);
    } catch (error) {
      result.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  };
  for await (const { key, size } of from.list()) {
    result.files += 1;
    if (!isStorageKey(key)) {
      result.ignored += 1;
      continue;
    }
    const job = copy(key, size).finally(() => pending.delete(job));
    pending.add(job);
    if (pending.size >= (opts.concurrency ?? 8)) await Promise.race(pending);
  }
  await Promise.all(pending);
  return result;
}

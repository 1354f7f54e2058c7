// The local folder driver (UPLOADS_DIR): the behaviour the site always had on one machine.
import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, contentTypeOf, elapsedMs, parseRange, type ObjectInfo, type ObjectStream, type Storage, type StorageCheck } from './types';

const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' || (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  get location(): string {
    return this.root;
  }

  /** Absolute path of a key, refusing anything outside the folder. */
  filePath(key: string): string {
    const file = path.resolve(this.root, assertKey(key));
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`path outside the uploads folder: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async putFile(key: string, source: string): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(source, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.filePath(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.filePath(key));
      if (!info.isFile()) return null;
      return { size: info.size, contentType: contentTypeOf(key), lastModified: info.mtime };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, rangeHeader?: string): Promise<ObjectStream | null> {
    const info = await this.head(key);
    if (!info) return null;
    const range = parseRange(rangeHeader, info.size) ?? undefined;
    const body = createReadStream(this.filePath(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body, length: range ? range.end - range.start + 1 : info.size, ...(range ? { range } : {}) };
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.filePath(key), { force: true })));
  }

  async *list(prefix = ''): AsyncIterable<{ key: string; size: number }> {
    const walk = async function* (dir: string, rel: string): AsyncGenerator<{ key: string; size: number }> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full, key);
        else if (entry.isFile() && key.startsWith(prefix)) yield { key, size: (await stat(full)).size };
      }
    };
    // start from the deepest folder the prefix names
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* walk(base ? path.join(this.root, base) : this.root, base);
  }

  async check(): Promise<StorageCheck> {
    const started = performance.now();
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return { ok: true, latencyMs: elapsedMs(started) };
    } catch (error) {
      return { ok: false, latencyMs: elapsedMs(started), error: error instanceof Error ? error.message : String(error) };
    }
  }

  close(): void {}
}

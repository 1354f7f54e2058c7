// One server process per PGlite data directory. PGlite is an embedded PostgreSQL without a postmaster:
// two processes on one directory both start, hand out the same ids and overwrite each other's files
// (acknowledged writes lost after a restart). `lockDataDir` takes an exclusive lock file beside the
// directory (`<dir>.lock`, created with O_EXCL, holding the owner's pid); a lock whose process is gone is
// taken over. The lock is released on close and at process exit.
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR: the PGlite data directory ${dataDir} is in use by another server process (pid ${pid}); stop it, or give this one another DATA_DIR (or a DATABASE_URL)`,
    );
    this.name = 'DataDirLockedError';
  }
}

const alive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const held = new Set<string>();
let exitHook = false;

/** Lock `dataDir` for this process; returns the release function. Throws DataDirLockedError when taken. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = `${dir}.lock`;
  if (held.has(file)) throw new DataDirLockedError(dir, process.pid);
  // A first start on a fresh checkout: the folder that will hold the data directory does not exist yet.
  mkdirSync(path.dirname(dir), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      held.add(file);
      if (!exitHook) {
        exitHook = true;
        process.once('exit', () => {
          for (const lock of held) release(lock);
        });
      }
      return () => {
        if (held.delete(file)) release(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = NaN;
    try {
      owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    } catch {
      continue; // removed meanwhile: try again
    }
    if (alive(owner)) throw new DataDirLockedError(dir, owner);
    // A stale lock: move it aside (only one contender's rename succeeds), then try again.
    const aside = `${file}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(file, aside);
      unlinkSync(aside);
    } catch {
      // another process took it over first, or the name moved on; the next attempt tells
    }
  }
  throw new DataDirLockedError(dir, Number.NaN);
}

function release(file: string): void {
  try {
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  } catch {
    // already gone
  }
}

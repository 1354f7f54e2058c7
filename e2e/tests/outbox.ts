// The mails the server under test wrote to its file outbox (one .eml file per message; OUTBOX_DIR or the repository's
// .outbox, as the server's default).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export const OUTBOX = path.resolve(process.env.OUTBOX_DIR ?? path.join(import.meta.dirname, '../../.outbox'));

/** The newest `limit` messages, newest first, with quoted-printable soft line breaks and `=3D` decoded. */
export async function recentMails(limit = 50): Promise<string[]> {
  let names: string[] = [];
  try {
    names = await readdir(OUTBOX);
  } catch {
    return [];
  }
  const files = await Promise.all(names.map(async (name) => ({ name, at: (await stat(path.join(OUTBOX, name))).mtimeMs })));
  const newest = files.sort((a, b) => b.at - a.at).slice(0, limit);
  return Promise.all(newest.map(async ({ name }) => (await readFile(path.join(OUTBOX, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
}

/** The newest message whose text contains `token`, or null. */
export async function mailContaining(token: string): Promise<string | null> {
  return (await recentMails()).find((text) => text.includes(token)) ?? null;
}

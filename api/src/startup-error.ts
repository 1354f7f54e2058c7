// Start-up failures as one line naming the setting and the cause, instead of a stack trace:
//   DATABASE_URL: cannot connect to postgres://app@db.internal:5433/realty (connect ECONNREFUSED 10.0.0.5:5433)
//   DATA_DIR: the PGlite data directory /srv/realty/.data/pglite is in use by another server process (pid 4121); …
//   PORT: 3000 is already in use (listen EADDRINUSE: address already in use 0.0.0.0:3000)
import type { Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

/** The URL without its password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const causeOf = (error: unknown): string => {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  // Happy-eyeballs connects (several addresses) report an AggregateError without a message.
  const message = typeof e?.message === 'string' && e.message ? e.message : Array.isArray(e?.errors) ? causeOf(e.errors[0]) : String(error);
  const code = typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ` : '';
  return `${code}${message}`.replace(/\s+/g, ' ').trim();
};

export type StartupStage = 'database' | 'listen' | 'other';

export function startupErrorLine(error: unknown, stage: StartupStage, config: Pick<Config, 'databaseUrl' | 'pgliteDir' | 'port' | 'host'>): string {
  if (error instanceof DataDirLockedError) return error.message;
  if (stage === 'database') {
    return config.databaseUrl
      ? `DATABASE_URL: cannot connect to ${redactUrl(config.databaseUrl)} (${causeOf(error)})`
      : `DATA_DIR: cannot open the PGlite database in ${config.pgliteDir} (${causeOf(error)})`;
  }
  if (stage === 'listen') {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'EADDRINUSE') return `PORT: ${config.port} is already in use on ${config.host} (${causeOf(error)})`;
    if (code === 'EACCES') return `PORT: no permission to listen on ${config.port} (${causeOf(error)})`;
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HOST: cannot listen on ${config.host} (${causeOf(error)})`;
    return `PORT/HOST: cannot listen on ${config.host}:${config.port} (${causeOf(error)})`;
  }
  return `cannot start: ${causeOf(error)}`;
}

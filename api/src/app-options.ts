// The options every app plugin receives (its own module: plugins and the web server import it without importing
// app.ts, which imports them).
import type { Config } from './config';
import type { Database } from './db/client';

export interface AppOptions {
  config: Config;
  /** An already opened (and migrated) database; the app does not close it. Without it the app opens its own. */
  database?: Database;
}

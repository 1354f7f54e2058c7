// Configuration from environment variables, validated once at start-up.
// Every variable is documented in README.md (section "Configuration").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root (api/src/config.ts -> ../..). Relative paths in the environment resolve against it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = (protocols: readonly string[]) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(' or ')})` },
  );

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value)));

const absolutePath = (value: string): string => path.resolve(REPO_ROOT, value);

export const DEFAULT_CBRT_RATES_URL = 'https://www.tcmb.gov.tr/kurlar/today.xml';

const DEFAULT_YANDEX_HOSTS =
  'https://api-maps.yandex.ru https://*.api-maps.yandex.ru https://yandex.ru https://*.yandex.ru https://*.yandex.net https://yastatic.net';

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // '1'/'true': a log line per request; '0'/'false': none; a fraction (0.01): that share of requests. Unset: on in development, off in production.
  LOG_REQUESTS: z
    .string()
    .trim()
    .regex(/^(1|0|true|false|yes|no|0?\.\d+)$/, 'must be 1, 0, true, false or a fraction such as 0.01')
    .optional(),
  REPLY_CACHE_TTL: z.coerce.number().int().min(0).max(3600).optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  TRUST_PROXY: bool(false),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  AUTO_MIGRATE: bool(true),
  SEED_IF_EMPTY: bool(false),
  SHELL_DIST: optionalString,
  REMOTES_DIST_ROOT: optionalString,
  REMOTES_JSON: optionalString,
  CSP_EXTRA_ORIGINS: z.string().default(''),
  COOKIE_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().default('Realty Turkey <no-reply@localhost>'),
  OUTBOX_DIR: z.string().trim().min(1).default('.outbox'),
  UPLOADS_DIR: z.string().trim().min(1).default('.uploads'),
  YANDEX_MAPS_KEY: optionalString,
  YANDEX_MAPS_HOSTS: z.string().default(DEFAULT_YANDEX_HOSTS),
  HELP_CENTER_URL: optionalUrl(['http:', 'https:']),
  // Unset: the central bank's today.xml; set to '' to turn the rates job off (tests, offline machines).
  CBRT_RATES_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^https?:\/\/\S+$/.test(value), { message: 'must be an http(s) URL or empty' }),
  SEED_LISTINGS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  ALERTS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  // Unset: on in development and tests, off in production.
  API_DOCS: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  SOURCE_MAPS: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  IMPORT_FEED_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  IMPORT_IMAGES: bool(true),
  IMPORT_ALLOW_PRIVATE_URLS: bool(false),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Share of requests logged (request and response lines): 1 all, 0 none (LOG_REQUESTS; default 1 in development, 0 in production). */
  logRequests: number;
  /** Seconds the public catalogue and listing replies are kept serialised in memory (or Redis); 0 turns the cache off. */
  replyCacheTtl: number;
  /** Origin used in canonical and hreflang links, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  /** postgres:// URL; undefined means embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  autoMigrate: boolean;
  seedIfEmpty: boolean;
  /** Folder with the shell build (index.html + assets served at /shell/). */
  shellDist: string;
  /** Folder holding `mf-<name>/dist` for each remote. */
  remotesDistRoot: string;
  /** Path of a per-environment remotes.json; undefined means each remote at /remotes/mf-<name>/. */
  remotesJson: string | undefined;
  /** Extra origins allowed for scripts, styles and connections (e.g. a CDN serving remotes). */
  cspExtraOrigins: string[];
  cookieSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  uploadsDir: string;
  yandexMapsKey: string | undefined;
  yandexMapsHosts: string[];
  helpCenterUrl: string | undefined;
  /** Where the currency job reads the rates; undefined: the job is off. */
  cbrtRatesUrl: string | undefined;
  /** Demo listings for an empty database (SEED_IF_EMPTY); undefined: the seed's default. */
  seedListings: number | undefined;
  /** Minutes between runs of the saved-search alert job (instant alerts go out on each run); 0 turns it off. */
  alertsIntervalMinutes: number;
  /** Swagger UI at /api/docs (API_DOCS; default off in production). */
  apiDocs: boolean;
  /** Serve the `.map` files of the shell and remotes, which hold the full sources (SOURCE_MAPS; default off in production). */
  sourceMaps: boolean;
  /** How often registered import feeds are checked for a due run (seconds); 0: never (manual runs only). */
  importFeedPollSeconds: number;
  /** Imports download and store offers' images. */
  importImages: boolean;
  /** Feed and image URLs may point at private, loopback or link-local addresses (tests, intranet feeds); off: SSRF guard. */
  importAllowPrivateUrls: boolean;
}

/** Only for development and tests; production must set COOKIE_SECRET. */
const DEV_COOKIE_SECRET = 'development-only-cookie-secret-change-me-in-production';

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A yes/no variable; unset or empty takes the default. */
const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value);

/** LOG_REQUESTS as a share of requests (0..1). */
function requestLogShare(value: string | undefined, env: string): number {
  if (value === undefined || value === '') return env === 'production' ? 0 : 1;
  if (['1', 'true', 'yes'].includes(value)) return 1;
  if (['0', 'false', 'no'].includes(value)) return 0;
  return Math.min(1, Number(value));
}

const words = (value: string): string[] => value.split(/[\s,]+/).filter(Boolean);

/** Parse and validate the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.COOKIE_SECRET) {
    throw new ConfigError(['COOKIE_SECRET: required in production (at least 32 characters)']);
  }
  const dataDir = absolutePath(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logRequests: requestLogShare(e.LOG_REQUESTS, e.NODE_ENV),
    // Off in tests unless asked for: they change rows between two reads of the same reply.
    replyCacheTtl: e.REPLY_CACHE_TTL ?? (e.NODE_ENV === 'test' ? 0 : 5),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    autoMigrate: e.AUTO_MIGRATE,
    seedIfEmpty: e.SEED_IF_EMPTY,
    shellDist: absolutePath(e.SHELL_DIST ?? 'shell/dist'),
    remotesDistRoot: absolutePath(e.REMOTES_DIST_ROOT ?? '.'),
    remotesJson: e.REMOTES_JSON === undefined ? undefined : absolutePath(e.REMOTES_JSON),
    cspExtraOrigins: words(e.CSP_EXTRA_ORIGINS),
    cookieSecret: e.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: absolutePath(e.OUTBOX_DIR),
    uploadsDir: absolutePath(e.UPLOADS_DIR),
    yandexMapsKey: e.YANDEX_MAPS_KEY,
    yandexMapsHosts: words(e.YANDEX_MAPS_HOSTS),
    helpCenterUrl: e.HELP_CENTER_URL,
    cbrtRatesUrl: e.CBRT_RATES_URL === undefined ? DEFAULT_CBRT_RATES_URL : e.CBRT_RATES_URL || undefined,
    seedListings: e.SEED_LISTINGS,
    alertsIntervalMinutes: e.ALERTS_INTERVAL_MINUTES,
    apiDocs: flag(e.API_DOCS, e.NODE_ENV !== 'production'),
    sourceMaps: flag(e.SOURCE_MAPS, e.NODE_ENV !== 'production'),
    importFeedPollSeconds: e.IMPORT_FEED_POLL_SECONDS,
    importImages: e.IMPORT_IMAGES,
    importAllowPrivateUrls: e.IMPORT_ALLOW_PRIVATE_URLS,
  };
}

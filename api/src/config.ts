// Configuration from environment variables, validated once at start-up.
// Every variable is documented in README.md (section "Configuration").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { REMOTE_LOAD_TIMEOUT_DEFAULT_MS } from '@realty/shared/page-data';

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

const words = (value: string): string[] => value.split(/[\s,]+/).filter(Boolean);

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
  // Shared caches (a CDN, nginx's proxy_cache) may keep anonymous pages and public API replies this long (s-maxage),
  // then serve them stale while they revalidate (stale-while-revalidate). 0: no s-maxage (web/edge-cache.ts).
  EDGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  EDGE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  TRUST_PROXY: bool(false),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  // Read replicas (db/replicas.ts): PostgreSQL standbys for the public reads, comma-separated; needs DATABASE_URL.
  DATABASE_READ_URLS: z
    .string()
    .default('')
    .refine((value) => words(value).every((url) => /^postgres(?:ql)?:\/\/\S+$/.test(url)), { message: 'must be postgres:// URLs separated by commas' }),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  AUTO_MIGRATE: bool(true),
  SEED_IF_EMPTY: bool(false),
  ADMIN_EMAILS: z.string().default(''),
  SHELL_DIST: optionalString,
  REMOTES_DIST_ROOT: optionalString,
  REMOTES_JSON: optionalString,
  SSR: bool(true),
  HYDRATE_AFTER_PAINT: bool(true),
  SSR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  PLUGIN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  REMOTE_LOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(REMOTE_LOAD_TIMEOUT_DEFAULT_MS),
  // The listing page's mortgage estimate (issue 29): a typical yearly housing-loan rate and term; banks set their own.
  MORTGAGE_RATE_PERCENT: z.coerce.number().min(0).max(200).default(30),
  MORTGAGE_TERM_MONTHS: z.coerce.number().int().min(12).max(360).default(120),
  // PostgreSQL parallel workers for the map's GROUP BY over a dense viewport (issue 28); 0 keeps it on one core.
  MAP_PARALLEL_WORKERS: z.coerce.number().int().min(0).max(8).default(2),
  SSR_REMOTES_ORIGIN: optionalUrl(['http:', 'https:']),
  CSP_EXTRA_ORIGINS: z.string().default(''),
  // Non-production only: PUT /api/remote-overrides gives one browser session other remotes' manifests (web/remote-overrides.ts).
  REMOTE_OVERRIDES: bool(false),
  COOKIE_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().default('Realty Turkey <no-reply@localhost>'),
  // queue: a request adds a `mail` job and a working instance sends it (retried with backoff); inline: sent during the
  // request. Unset: queue, except in tests (they read the outbox right after a request).
  MAIL_DELIVERY: z.enum(['queue', 'inline']).optional(),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  OUTBOX_DIR: z.string().trim().min(1).default('.outbox'),
  UPLOADS_DIR: z.string().trim().min(1).default('.uploads'),
  // Object storage on the S3 API (services/storage): set S3_BUCKET to use it; unset, uploads stay in UPLOADS_DIR.
  S3_BUCKET: optionalString.refine((value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value), {
    message: 'must be a bucket name: 3-63 of a-z, 0-9, . and -',
  }),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: optionalString.refine((value) => value === undefined || /^[a-z0-9-]{1,40}$/.test(value), { message: 'must be a region name such as eu-central-1' }),
  S3_FORCE_PATH_STYLE: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  AWS_ACCESS_KEY_ID: optionalString,
  AWS_SECRET_ACCESS_KEY: optionalString,
  PHOTO_INLINE_MAX_PIXELS: z.coerce.number().int().min(0).max(50_000_000).default(2_000_000),
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
  // A fraction is a shorter period (0.1: every 6 s), for demos and the scale test (test/scale).
  ALERTS_INTERVAL_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  VIEWING_REMINDERS_INTERVAL_MINUTES: z.coerce.number().min(0).max(1440).default(15),
  PRIVACY_PURGE_INTERVAL_HOURS: z.coerce.number().int().min(0).max(168).default(24),
  // Unset: on in development and tests, off in production.
  API_DOCS: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  SOURCE_MAPS: z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).optional(),
  // Unset: on, except in tests (they run jobs themselves). false: this instance only queues jobs; `npm run worker` runs them.
  RUN_JOBS: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(value))),
  IMPORT_FEED_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  IMPORT_IMAGES: bool(true),
  IMPORT_ALLOW_PRIVATE_URLS: bool(false),
  // Invoices (plugins/app/billing): seller details, VAT, the bank-transfer details shown on unpaid invoices.
  VAT_PERCENT: z.coerce.number().min(0).max(100).default(20),
  INVOICE_PREFIX: z.string().trim().regex(/^[A-Z0-9-]{1,10}$/, { message: 'must be 1-10 of A-Z, 0-9 and -' }).default('RT'),
  SELLER_NAME: z.string().trim().min(1).default('Emlak Türkiye Bilişim A.Ş.'),
  SELLER_ADDRESS: z.string().trim().default('Atatürk Cad. 1, 07000 Muratpaşa/Antalya, Türkiye'),
  SELLER_TAX_OFFICE: z.string().trim().default('Antalya Kurumlar'),
  SELLER_TAX_NUMBER: z.string().trim().default('0000000000'),
  BANK_NAME: z.string().trim().default('Demo Bank A.Ş.'),
  BANK_IBAN: z.string().trim().default('TR00 0000 0000 0000 0000 0000 00'),
  BANK_ACCOUNT_HOLDER: optionalString,
  PROMOTIONS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  // Prometheus metrics at /metrics (plugins/external/metrics.ts): off unless METRICS=1; METRICS_TOKEN asks for a bearer token.
  // Web Push (plugins/app/notices): the VAPID key pair (`npx web-push generate-vapid-keys`) and the contact (mailto: or
  // https:) push services may write to. Unset: push is off (GET /api/push/key answers a null key).
  VAPID_PUBLIC_KEY: optionalString.refine((value) => value === undefined || /^[A-Za-z0-9_-]{80,100}$/.test(value), { message: 'must be a base64url P-256 public key' }),
  VAPID_PRIVATE_KEY: optionalString.refine((value) => value === undefined || /^[A-Za-z0-9_-]{40,50}$/.test(value), { message: 'must be a base64url P-256 private key' }),
  VAPID_SUBJECT: optionalString.refine((value) => value === undefined || /^(mailto:|https:\/\/)\S+$/.test(value), { message: 'must be a mailto: or https: URL' }),
  // Tests only (NODE_ENV=test): push endpoints with self-signed certificates are accepted. Ignored otherwise.
  PUSH_INSECURE_TLS: bool(false),
  // A PEM file of extra certificate authorities trusted for push endpoints (beside the system's), e.g. the e2e suite's
  // local push endpoint with its own certificate; certificates are still verified.
  PUSH_CA_FILE: optionalString,
  // Minutes between runs of the new-message e-mail job (at most one mail per thread per 15 minutes); 0 turns it off.
  MESSAGE_NOTICES_INTERVAL_MINUTES: z.coerce.number().min(0).max(1440).default(5),
  METRICS: bool(false),
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, { message: 'must be at least 16 characters' }),
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
  /** s-maxage of anonymous pages and public API replies for shared caches (EDGE_CACHE_SECONDS); 0: not kept there. */
  edgeCacheSeconds: number;
  /** stale-while-revalidate of those replies (EDGE_STALE_SECONDS): how long an expired copy may answer while it revalidates. */
  edgeStaleSeconds: number;
  /** Origin used in canonical and hreflang links, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  /** postgres:// URL; undefined means embedded PGlite under `pgliteDir`. */
  databaseUrl: string | undefined;
  /** Streaming replicas answering the public reads (DATABASE_READ_URLS); empty: everything reads the primary. */
  databaseReadUrls: string[];
  /** A replica further behind the primary than this (ms) is not used; also how long a browser's reads wait for its write. */
  databaseReadMaxLagMs: number;
  dataDir: string;
  pgliteDir: string;
  autoMigrate: boolean;
  seedIfEmpty: boolean;
  /** E-mails of existing accounts given the administrator role at start-up (like `npm run admin -- grant`). */
  adminEmails: string[];
  /** Folder with the shell build (index.html + assets served at /shell/). */
  shellDist: string;
  /** Folder holding `mf-<name>/dist` for each remote. */
  remotesDistRoot: string;
  /** Path of a per-environment remotes.json; undefined means each remote at /remotes/mf-<name>/. */
  remotesJson: string | undefined;
  /** Render the content pages on the server (their server bundles beside each build); off: every page renders in the browser. */
  ssr: boolean;
  /** Server-rendered pages request their scripts after the first paint (web/hydration.ts); false: head preloads. */
  hydrateAfterPaint: boolean;
  /** A server render taking longer is abandoned (the page then renders in the browser). */
  ssrTimeoutMs: number;
  /** How long one plugin may take to start (Fastify's own default, 10 s, failed cold starts on a loaded machine). */
  pluginTimeoutMs: number;
  /** The browser gives up loading a remote's manifest or entry after this long and shows the fallback with Retry. */
  remoteLoadTimeoutMs: number;
  /** Defaults of the listing page's mortgage estimate: yearly rate (%) and term (months). */
  mortgage: { ratePercent: number; termMonths: number };
  /** Parallel workers PostgreSQL may give the map's GROUP BY (the rest of the API plans without any). */
  mapParallelWorkers: number;
  /** Origin serving the remotes named by a path in remotes.json, for their server bundles when they are not on this disk. */
  ssrRemotesOrigin: string | undefined;
  /** Extra origins allowed for scripts, styles and connections (e.g. a CDN serving remotes). */
  cspExtraOrigins: string[];
  /** REMOTE_OVERRIDES: a session may load other manifests for some remotes (a signed cookie); never in production. */
  remoteOverrides: boolean;
  cookieSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How mail leaves (MAIL_DELIVERY): through the job queue, or during the request. */
  mailDelivery: 'queue' | 'inline';
  /** Seconds before a refused mail's first retry (doubling after each). */
  mailRetrySeconds: number;
  outboxDir: string;
  /** The local uploads folder (the storage when `s3` is unset; the source of `npm run storage:migrate`). */
  uploadsDir: string;
  /** Uploads in a bucket on the S3 API (S3_BUCKET set); undefined: the local folder. */
  s3: S3Config | undefined;
  /** Listing photos above this many pixels are accepted at once and processed in the background (0: all of them). */
  photoInlineMaxPixels: number;
  yandexMapsKey: string | undefined;
  yandexMapsHosts: string[];
  helpCenterUrl: string | undefined;
  /** Where the currency job reads the rates; undefined: the job is off. */
  cbrtRatesUrl: string | undefined;
  /** Demo listings for an empty database (SEED_IF_EMPTY); undefined: the seed's default. */
  seedListings: number | undefined;
  /** Minutes between runs of the saved-search alert job (instant alerts go out on each run); 0 turns it off. */
  alertsIntervalMinutes: number;
  /** Minutes between runs of the viewing reminder job (mails the day before a confirmed viewing); 0 turns it off. */
  viewingRemindersIntervalMinutes: number;
  /** This process works the job queue (RUN_JOBS; default on, off in tests): fetches jobs and offers the schedules. */
  runJobs: boolean;
  /** Hours between runs of the job that deletes personal data past its retention period; 0 turns it off. */
  privacyPurgeIntervalHours: number;
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
  /** Invoice settings: seller, VAT, number prefix and the bank account of the bank-transfer provider. */
  billing: BillingConfig;
  /** Minutes between runs of the job that ends promotions whose period is over; 0 turns it off. */
  promotionsIntervalMinutes: number;
  /** Prometheus metrics at /metrics (METRICS=1). */
  metrics: boolean;
  /** When set, /metrics asks for `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** Web Push's VAPID keys and subject (VAPID_*); undefined: push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** Accept self-signed push endpoints (PUSH_INSECURE_TLS, honoured only when NODE_ENV=test). */
  pushInsecureTls: boolean;
  /** PUSH_CA_FILE (absolute): extra CAs trusted for push endpoints; undefined: the system's only. */
  pushCaFile: string | undefined;
  /** Minutes between runs of the new-message e-mail job; 0: off. */
  messageNoticesIntervalMinutes: number;
}

export interface S3Config {
  bucket: string;
  /** S3_REGION; default us-east-1 (what most S3-compatible servers accept; Garage's default is "garage"). */
  region: string;
  /** S3_ENDPOINT: the server's URL; undefined: AWS S3 itself. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; default on when S3_ENDPOINT is set. */
  forcePathStyle: boolean;
  /** S3_PUBLIC_URL: the origin (and path) a CDN serves the bucket at; /uploads/<key> then redirects there. */
  publicUrl: string | undefined;
  /** AWS_ACCESS_KEY_ID + AWS_SECRET_ACCESS_KEY; undefined: the SDK's default chain (profile, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface BillingConfig {
  vatPercent: number;
  invoicePrefix: string;
  seller: { name: string; address: string; taxOffice: string; taxNumber: string };
  bank: { name: string; iban: string; holder: string };
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
  const s3Issues = [
    ...(!e.S3_BUCKET ? (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const).filter((name) => e[name]).map((name) => `${name}: needs S3_BUCKET (unset, uploads stay in UPLOADS_DIR)`) : []),
    ...(e.S3_BUCKET && Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)
      ? [`${e.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'}: must be set together with ${e.AWS_ACCESS_KEY_ID ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'}`]
      : []),
  ];
  if (s3Issues.length > 0) throw new ConfigError(s3Issues);
  const vapidSet = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY].filter(Boolean).length;
  if (vapidSet === 1) throw new ConfigError([`${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: must be set together with ${e.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'}`]);
  if (e.DATABASE_READ_URLS.trim() && !e.DATABASE_URL) {
    throw new ConfigError(['DATABASE_READ_URLS: needs DATABASE_URL (replicas of a PostgreSQL primary; embedded PGlite has none)']);
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
    edgeCacheSeconds: e.EDGE_CACHE_SECONDS,
    edgeStaleSeconds: e.EDGE_STALE_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: words(e.DATABASE_READ_URLS),
    databaseReadMaxLagMs: e.DATABASE_READ_MAX_LAG_MS,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    autoMigrate: e.AUTO_MIGRATE,
    seedIfEmpty: e.SEED_IF_EMPTY,
    adminEmails: e.ADMIN_EMAILS.split(',').map((x) => x.trim()).filter(Boolean),
    shellDist: absolutePath(e.SHELL_DIST ?? 'shell/dist'),
    remotesDistRoot: absolutePath(e.REMOTES_DIST_ROOT ?? '.'),
    remotesJson: e.REMOTES_JSON === undefined ? undefined : absolutePath(e.REMOTES_JSON),
    ssr: e.SSR,
    hydrateAfterPaint: e.HYDRATE_AFTER_PAINT,
    ssrTimeoutMs: e.SSR_TIMEOUT_MS,
    pluginTimeoutMs: e.PLUGIN_TIMEOUT_MS,
    remoteLoadTimeoutMs: e.REMOTE_LOAD_TIMEOUT_MS,
    mortgage: { ratePercent: e.MORTGAGE_RATE_PERCENT, termMonths: e.MORTGAGE_TERM_MONTHS },
    mapParallelWorkers: e.MAP_PARALLEL_WORKERS,
    ssrRemotesOrigin: e.SSR_REMOTES_ORIGIN,
    cspExtraOrigins: words(e.CSP_EXTRA_ORIGINS),
    remoteOverrides: e.REMOTE_OVERRIDES,
    cookieSecret: e.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDelivery: e.MAIL_DELIVERY ?? (e.NODE_ENV === 'test' ? 'inline' : 'queue'),
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    outboxDir: absolutePath(e.OUTBOX_DIR),
    uploadsDir: absolutePath(e.UPLOADS_DIR),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          forcePathStyle: flag(e.S3_FORCE_PATH_STYLE, e.S3_ENDPOINT !== undefined),
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          ...(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY } } : {}),
        }
      : undefined,
    photoInlineMaxPixels: e.PHOTO_INLINE_MAX_PIXELS,
    yandexMapsKey: e.YANDEX_MAPS_KEY,
    yandexMapsHosts: words(e.YANDEX_MAPS_HOSTS),
    helpCenterUrl: e.HELP_CENTER_URL,
    cbrtRatesUrl: e.CBRT_RATES_URL === undefined ? DEFAULT_CBRT_RATES_URL : e.CBRT_RATES_URL || undefined,
    seedListings: e.SEED_LISTINGS,
    alertsIntervalMinutes: e.ALERTS_INTERVAL_MINUTES,
    viewingRemindersIntervalMinutes: e.VIEWING_REMINDERS_INTERVAL_MINUTES,
    privacyPurgeIntervalHours: e.PRIVACY_PURGE_INTERVAL_HOURS,
    runJobs: e.RUN_JOBS ?? e.NODE_ENV !== 'test',
    apiDocs: flag(e.API_DOCS, e.NODE_ENV !== 'production'),
    sourceMaps: flag(e.SOURCE_MAPS, e.NODE_ENV !== 'production'),
    importFeedPollSeconds: e.IMPORT_FEED_POLL_SECONDS,
    importImages: e.IMPORT_IMAGES,
    importAllowPrivateUrls: e.IMPORT_ALLOW_PRIVATE_URLS,
    billing: {
      vatPercent: e.VAT_PERCENT,
      invoicePrefix: e.INVOICE_PREFIX,
      seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, taxOffice: e.SELLER_TAX_OFFICE, taxNumber: e.SELLER_TAX_NUMBER },
      bank: { name: e.BANK_NAME, iban: e.BANK_IBAN, holder: e.BANK_ACCOUNT_HOLDER ?? e.SELLER_NAME },
    },
    promotionsIntervalMinutes: e.PROMOTIONS_INTERVAL_MINUTES,
    metrics: e.METRICS,
    metricsToken: e.METRICS_TOKEN,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? 'no-reply@localhost'}` }
        : undefined,
    pushInsecureTls: e.NODE_ENV === 'test' && e.PUSH_INSECURE_TLS,
    pushCaFile: e.PUSH_CA_FILE === undefined ? undefined : absolutePath(e.PUSH_CA_FILE),
    messageNoticesIntervalMinutes: e.MESSAGE_NOTICES_INTERVAL_MINUTES,
  };
}

// remotes.json: where the shell finds each remote's mf-manifest.json, set per environment.
// Format: { "<remote>": "<manifest URL>" } for every remote of the route table, e.g.
//   { "catalog": "/remotes/mf-catalog/mf-manifest.json", "blog": "https://cdn.example.com/mf-blog/1.4.2/mf-manifest.json" }
// A remote redeployed alone is picked up by bumping its URL here, without rebuilding the shell. The file is re-read
// while the server runs; a bad edit is logged and the last good configuration stays in force (createRemotesSource).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { REMOTES, type RemoteName } from '@realty/shared/routes';
import type { Config } from '../config';

export type RemotesConfig = Record<RemoteName, string>;

/** Default: each remote served by this server from its own dist folder. */
export const defaultRemotes = (): RemotesConfig =>
  Object.fromEntries(REMOTES.map((name) => [name, `/remotes/mf-${name}/mf-manifest.json`])) as RemotesConfig;

const manifestUrl = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'must be an absolute path (/...) or an http(s) URL',
  });

export const remotesFileSchema = z
  .object(Object.fromEntries(REMOTES.map((name) => [name, manifestUrl.optional()])) as Record<RemoteName, z.ZodOptional<typeof manifestUrl>>)
  .strict();

export type ParsedRemotes = { ok: true; value: RemotesConfig } | { ok: false; reason: string };

/** Validate the content of a remotes.json (remotes missing from it keep their default URL). The reason names no path. */
export function parseRemotes(raw: unknown): ParsedRemotes {
  const parsed = remotesFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return { ok: false, reason: issues.join('; ') };
  }
  const value = defaultRemotes();
  for (const name of REMOTES) {
    const url = parsed.data[name];
    if (url) value[name] = url;
  }
  return { ok: true, value };
}

/** Read one remotes.json: its configuration, or why it cannot be used (without the path). */
export function loadRemotesFile(file: string): ParsedRemotes {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { ok: false, reason: code ? `cannot read the file (${code})` : `not valid JSON (${message})` };
  }
  return parseRemotes(raw);
}

/** Read and validate REMOTES_JSON; throws with the path and the reason (start-up refuses a bad file). */
export function readRemotes(config: Pick<Config, 'remotesJson'>): RemotesConfig {
  if (!config.remotesJson) return defaultRemotes();
  const result = loadRemotesFile(config.remotesJson);
  if (!result.ok) throw new Error(`REMOTES_JSON: invalid ${config.remotesJson}: ${result.reason}`);
  return result.value;
}

/** Origins (scheme://host[:port]) of remotes served from elsewhere, for the CSP. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  return [
    ...new Set(
      Object.values(remotes)
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
}

export interface RemotesStatus {
  /** `file`: REMOTES_JSON; `default`: every remote from this server. */
  source: 'file' | 'default';
  /** False while the file on disk is invalid and the last good configuration is served. */
  ok: boolean;
  /** Why the file on disk is refused (no path). */
  reason?: string;
  /** When the configuration in force was read (ISO). */
  loadedAt: string;
}

export interface RemotesSource {
  /** The configuration in force: the file's, re-read at most every `ttlMs`; the last good one while the file is bad. */
  current(): RemotesConfig;
  status(): RemotesStatus;
}

interface RemotesLog {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * The live remotes configuration. The first read must succeed (start-up fails on a bad REMOTES_JSON); later a bad
 * edit (unknown key, broken JSON, file missing mid-rename) is logged once with its reason and the last good
 * configuration keeps serving every page.
 */
export function createRemotesSource(
  config: Pick<Config, 'remotesJson'>,
  log: RemotesLog,
  { ttlMs = 1000, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): RemotesSource {
  const file = config.remotesJson;
  let good = readRemotes(config);
  let loadedAt = now();
  let checkedAt = loadedAt;
  let reason: string | undefined;
  const refresh = () => {
    if (!file || now() - checkedAt <= ttlMs) return;
    checkedAt = now();
    const result = loadRemotesFile(file);
    if (result.ok) {
      if (reason) log.info({ file }, 'remotes.json valid again');
      reason = undefined;
      good = result.value;
      loadedAt = checkedAt;
    } else if (result.reason !== reason) {
      reason = result.reason;
      log.error({ file, reason }, 'remotes.json refused: the last good configuration stays in force');
    }
  };
  return {
    current() {
      refresh();
      return good;
    },
    status() {
      refresh();
      return {
        source: file ? 'file' : 'default',
        ok: reason === undefined,
        ...(reason ? { reason } : {}),
        loadedAt: new Date(loadedAt).toISOString(),
      };
    },
  };
}

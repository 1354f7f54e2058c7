// remotes.json: where the shell finds each remote's mf-manifest.json, set per environment.
// Format: { "<remote>": "<manifest URL>" } for every remote of the route table, e.g.
//   { "catalog": "/remotes/mf-catalog/mf-manifest.json", "blog": "https://cdn.example.com/mf-blog/1.4.2/mf-manifest.json" }
// A remote redeployed alone is picked up by bumping its URL here, without rebuilding the shell.
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

const remotesFileSchema = z
  .object(Object.fromEntries(REMOTES.map((name) => [name, manifestUrl.optional()])) as Record<RemoteName, z.ZodOptional<typeof manifestUrl>>)
  .strict();

/** Read and validate REMOTES_JSON (remotes missing from the file keep their default URL). */
export function readRemotes(config: Pick<Config, 'remotesJson'>): RemotesConfig {
  const defaults = defaultRemotes();
  if (!config.remotesJson) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(config.remotesJson, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_JSON: cannot read ${config.remotesJson}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = remotesFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`REMOTES_JSON: invalid ${config.remotesJson}: ${issues.join('; ')}`);
  }
  const result = { ...defaults };
  for (const name of REMOTES) {
    const url = parsed.data[name];
    if (url) result[name] = url;
  }
  return result;
}

/** Origins (scheme://host[:port]) of remotes served from elsewhere, for the CSP. */
export function remoteOrigins(config: Pick<Config, 'remotesJson'>): string[] {
  return [
    ...new Set(
      Object.values(readRemotes(config))
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
}

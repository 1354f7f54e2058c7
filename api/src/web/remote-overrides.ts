// Per-session remote overrides (REMOTE_OVERRIDES=1, never in production): a tester's browser loads "this environment +
// my branch's mf-blog". `PUT /api/remote-overrides` with `{ "blog": "<manifest URL>" }` (validated with remotes.json's
// own schema) sets a signed, httpOnly session cookie; every request of that session then gets the live remotes.json
// merged with its overrides (plugins/external/remotes.ts `remotesFor`): the server-rendered page's bundle, the inlined
// and served remotes configuration, the preload hints and the CSP. Pages served with an override are never kept in a
// shared cache (private, no-store, and out of the reply cache).
//
// The server runs a remote's server bundle in its own process, so an override only renders on the server when its URL
// is one this environment already trusts: a path under /remotes/mf-<name>/ (files deployed to this host) or an origin
// remotes.json, CSP_EXTRA_ORIGINS or SSR_REMOTES_ORIGIN names. Any other origin is loaded by the browser only.
import { REMOTES, type RemoteName } from '@realty/shared/routes';
import type { AccountMessageKey } from '@realty/shared/schemas';
import { remoteOrigins, remotesFileSchema, type RemotesConfig } from './remotes';

export const REMOTE_OVERRIDES_COOKIE = 'realty_remote_overrides';

/** The remotes a session loads from elsewhere (only the ones it overrides). */
export type RemoteOverrides = Partial<RemotesConfig>;

/** A cookie holds at most 4 kB: five URLs of this length, their JSON and the signature stay below it. */
export const OVERRIDE_URL_MAX = 600;

export type ParsedOverrides =
  | { ok: true; value: RemoteOverrides }
  | { ok: false; fields: Record<string, AccountMessageKey[]>; params: Record<string, string | number> };

const isRemote = (key: string): key is RemoteName => (REMOTES as readonly string[]).includes(key);

/**
 * Validate an override body with remotes.json's schema (web/remotes.ts): one message key per field, the field being the
 * remote's name (an unknown name is its own field). Not an object at all: the field is `body`.
 */
export function parseOverrides(raw: unknown): ParsedOverrides {
  const params = { values: REMOTES.join(', '), max: OVERRIDE_URL_MAX };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, fields: { body: ['fieldInvalid'] }, params };
  const fields: Record<string, AccountMessageKey[]> = {};
  const parsed = remotesFileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) (fields[key] ??= []).push('fieldChoice');
        continue;
      }
      const field = String(issue.path[0] ?? 'body');
      const key: AccountMessageKey =
        issue.code === 'invalid_type' ? 'fieldText' : issue.code === 'too_small' ? 'fieldRequired' : 'fieldFormat';
      // One message per field: an empty string also fails the format check after "required".
      fields[field] ??= [key];
    }
    return { ok: false, fields, params };
  }
  const value: RemoteOverrides = {};
  for (const [name, url] of Object.entries(parsed.data)) {
    if (!isRemote(name) || url === undefined) continue;
    if (url.length > OVERRIDE_URL_MAX) (fields[name] ??= []).push('fieldTooLong');
    else value[name] = url;
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields, params } : { ok: true, value };
}

/** The overrides a (verified) cookie value holds, or null when it holds none or is not valid JSON of the schema. */
export function overridesFromCookie(value: string): RemoteOverrides | null {
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = parseOverrides(raw);
  return parsed.ok && Object.keys(parsed.value).length > 0 ? parsed.value : null;
}

/** The live configuration with a session's overrides on top. */
export const mergeOverrides = (remotes: RemotesConfig, overrides: RemoteOverrides): RemotesConfig => ({ ...remotes, ...overrides });

/** `/remotes/mf-<name>/[<folder>/…]mf-manifest.json` without `.` or `..` segments: a build deployed to this host. */
const localManifest = (remote: RemoteName, url: string): boolean =>
  new RegExp(`^/remotes/mf-${remote}/(?:[\\w.-]+/)*mf-manifest\\.json$`).test(url) && !url.split('/').some((part) => part === '.' || part === '..');

/**
 * Whether the server may run the server bundle beside an overridden manifest: a build on this host, or an origin the
 * environment's own configuration names (remotes.json in force, CSP_EXTRA_ORIGINS, SSR_REMOTES_ORIGIN). Otherwise the
 * page of that remote renders in the browser only: a visitor never makes the server evaluate code from a URL they chose.
 */
export function overrideRendersOnServer(
  remote: RemoteName,
  url: string,
  trusted: { live: RemotesConfig; cspExtraOrigins: readonly string[]; ssrRemotesOrigin?: string | undefined },
): boolean {
  if (url.startsWith('/')) return localManifest(remote, url);
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  const origins = new Set([...remoteOrigins(trusted.live), ...trusted.cspExtraOrigins.map((value) => value.replace(/\/+$/, ''))]);
  if (trusted.ssrRemotesOrigin) origins.add(new URL(trusted.ssrRemotesOrigin).origin);
  return origins.has(origin);
}

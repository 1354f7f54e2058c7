// No staircase (issue 12): what the browser would only find out one round trip after another — the shell's
// bootstrap chunks, remotes.json, the route's mf-manifest.json, its remoteEntry.js, the page's exposed chunk — is
// named in the page's <head> at once:
//   - the remotes configuration is inlined (`__INITIAL_DATA__['/remotes.json']`), so the shell fetches no remotes.json;
//   - `<link rel="preload">` for the shell's bootstrap chunk group and the shared packages it provides, dependencies
//     included (both from the shell's chunk-groups.json), and for the route's remote: its mf-manifest.json (as=fetch, as the
//     federation runtime fetches it), its remoteEntry.js and the exposed page's own chunk (from that manifest).
// Webpack and the federation runtime load these files with classic <script> elements, without `crossorigin`, so the
// preloads carry none either (a mismatch would fetch every file twice).
// The manifests are read from the dist folders of remotes served by this server (/remotes/mf-<name>/…, versioned
// folders included); a remote on
// another origin (a CDN entry in REMOTES_JSON) gets only its manifest preloaded. Files are re-read when they change
// (checked at most every few seconds), so a redeployed remote is picked up without a restart.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RouteDef } from '@realty/shared/routes';
import type { PreloadHint } from './preload-hint';
import type { RemotesConfig } from './remotes';
import { remoteDist } from './static';

/** Key of the inlined remotes configuration in `__INITIAL_DATA__` (the shell reads it instead of fetching remotes.json). */
export const REMOTES_DATA_KEY = '/remotes.json';
/** The shell's chunk groups file (webpack.common.ts ChunkGroupsPlugin) and the chunk group loaded at start-up. */
const CHUNK_GROUPS_FILE = 'chunk-groups.json';
const BOOTSTRAP_GROUP = 'bootstrap';
/** The files of the singletons the shell provides, their dependencies included (webpack.common.ts SHARED_GROUP). */
const SHARED_GROUP = 'shared-singletons';
const RECHECK_MS = 5000;

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name: string; path?: string }; publicPath?: string };
  shared?: Array<{ name: string; assets?: ManifestAssets }>;
  exposes?: Array<{ name: string; path: string; assets?: ManifestAssets }>;
}

/** A JSON file read again only when its mtime changes (checked at most every RECHECK_MS). */
class JsonFile<T> {
  private value: T | null = null;
  private mtimeMs = -1;
  private checkedAt = 0;

  constructor(private readonly file: string) {}

  get(now = Date.now()): T | null {
    if (now - this.checkedAt < RECHECK_MS && this.checkedAt !== 0) return this.value;
    this.checkedAt = now;
    try {
      const { mtimeMs } = statSync(this.file);
      if (mtimeMs !== this.mtimeMs) {
        this.value = JSON.parse(readFileSync(this.file, 'utf8')) as T;
        this.mtimeMs = mtimeMs;
      }
    } catch {
      this.value = null;
      this.mtimeMs = -1;
    }
    return this.value;
  }
}

/**
 * A script preload at low priority: the server-rendered page paints from its HTML and inlined CSS, and these files
 * only hydrate it. They still start with the HTML (no staircase), but yield to the LCP image, and a browser does not
 * hold the first paint for them (Lighthouse counts a high-priority script as render-blocking: ~20 of them put the
 * first contentful paint of the mobile preset at 2.4 s on the home page).
 */
const script = (href: string): PreloadHint => ({ href, as: 'script', fetchpriority: 'low' });

/** '/remotes/mf-catalog/mf-manifest.json' -> '/remotes/mf-catalog/' */
const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

export interface FederationHints {
  /** Preload hints for a page: the shell's start-up files and, for a remote's page, its manifest, entry and page chunk. */
  preload(route: RouteDef | null, remotes: RemotesConfig): PreloadHint[];
}

export function createFederationHints(dirs: { shellDist: string; remotesDistRoot: string }): FederationHints {
  const shellGroups = new JsonFile<Record<string, string[]>>(path.join(dirs.shellDist, CHUNK_GROUPS_FILE));
  const remoteManifests = new Map<string, JsonFile<FederationManifest>>();

  /**
   * The manifest of a remote served from this server's dist folders, or null (another origin, or not built). A
   * versioned URL (`/remotes/mf-blog/1.4.2/mf-manifest.json`) is read from the folder the static server serves it from.
   */
  const localManifest = (url: string): FederationManifest | null => {
    const match = /^\/remotes\/mf-([a-z]+)\/((?:[\w.-]+\/)*)mf-manifest\.json$/.exec(url);
    if (!match || url.includes('/../') || url.includes('/./')) return null;
    const [, remote = '', version = ''] = match;
    let file = remoteManifests.get(url);
    if (!file) {
      file = new JsonFile<FederationManifest>(path.join(remoteDist(dirs.remotesDistRoot, remote), version, 'mf-manifest.json'));
      remoteManifests.set(url, file);
    }
    return file.get();
  };

  const shellFiles = (): PreloadHint[] => {
    const groups = shellGroups.get();
    const files = new Set<string>(groups?.[BOOTSTRAP_GROUP] ?? []);
    // The singletons the shell provides are loaded before bootstrap runs (loaded-first: every remote uses them).
    for (const file of groups?.[SHARED_GROUP] ?? []) files.add(file);
    return [...files].filter((file) => file.endsWith('.js')).map((file) => script(`/shell/${file}`));
  };

  return {
    preload(route, remotes) {
      const hints = shellFiles();
      if (!route || route.owner === 'shell') return hints;
      const manifestUrl = remotes[route.owner];
      hints.push({ href: manifestUrl, as: 'fetch', crossorigin: true });
      const manifest = localManifest(manifestUrl);
      if (!manifest) return hints;
      const base = folderOf(manifestUrl);
      const entry = manifest.metaData?.remoteEntry;
      if (entry) hints.push(script(`${base}${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`));
      const expose = manifest.exposes?.find((item) => item.path === route.page || `./${item.name}` === route.page);
      for (const file of expose?.assets?.js.sync ?? []) hints.push(script(`${base}${file}`));
      return hints;
    },
  };
}

// Loads the server bundles (webpack.server.ts): the shell's from SHELL_DIST/server/ssr.cjs, and each remote's from
// beside the mf-manifest.json that remotes.json names for it, so the server renders with the version the browser
// will load. A manifest served by this server (/remotes/mf-<name>/…) maps to its dist folder on disk; an http(s)
// manifest is fetched once per URL (a new version is a new URL in remotes.json).
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemoteName } from '@realty/shared/routes';
import { remoteDist } from '../static';

/** Path of the server bundle inside a package's dist folder (and beside its mf-manifest.json). */
export const SSR_BUNDLE = 'server/ssr.cjs';

/** What the bundles find on globalThis.__REALTY_SSR__ (webpack.server.ts externals and css loader). */
interface SsrHost {
  require: NodeJS.Require;
  shared: unknown;
  addCss(bundle: string, id: string, css: string): void;
}

declare global {
  var __REALTY_SSR__: SsrHost | undefined;
}

const hostRequire = createRequire(import.meta.url);
/**
 * CSS text per bundle ('shell', 'mf-catalog', …) and module, in evaluation order, of the bundle evaluated last. Each
 * evaluation starts a new map, and the loaded bundle keeps its own (BundleCss), so one version's CSS never goes
 * with another version's HTML.
 */
const cssByBundle = new Map<string, Map<string, string>>();

function host(): SsrHost {
  globalThis.__REALTY_SSR__ ??= {
    require: hostRequire,
    shared: undefined,
    addCss(bundle, id, css) {
      const map = cssByBundle.get(bundle) ?? new Map<string, string>();
      cssByBundle.set(bundle, map);
      map.set(id, css);
    },
  };
  return globalThis.__REALTY_SSR__;
}

/** The browser build's .css files of a bundle's package (CSS_FILES_FILE, webpack.common.ts CssFilesPlugin). */
interface CssFiles {
  /** The package's dist folder. */
  dist: string;
  /** Each .css file's CSS Modules ('./src/x.module.css', as the server bundle's css loader names them). */
  files: Record<string, string[]>;
  /** The .css files of each named chunk group ('bootstrap', '__federation_expose_HomePage', 'shared-singletons'). */
  groups: Record<string, string[]>;
}
/** Written by every production browser build beside its mf-manifest.json / index.html. */
const CSS_FILES_FILE = 'css-files.json';
/** Contents of the browser's .css files (content-hashed names: a file's text never changes). */
const cssFileText = new Map<string, string>();

/** Reads the css-files.json of the browser build a server bundle file sits in (dist/server/ssr.cjs -> dist/). */
function readCssFiles(filename: string): CssFiles | undefined {
  if (!path.isAbsolute(filename)) return undefined;
  const dist = path.dirname(path.dirname(filename));
  try {
    const { files, groups } = JSON.parse(readFileSync(path.join(dist, CSS_FILES_FILE), 'utf8')) as Omit<CssFiles, 'dist'>;
    if (typeof files === 'object' && typeof groups === 'object') return { dist, files, groups };
  } catch {
    // No browser build beside it (or a fetched bundle): the CSS is inlined per module, as one unmarked block.
  }
  return undefined;
}

function cssFile(dist: string, file: string): string | null {
  const location = path.join(dist, file);
  let text = cssFileText.get(location);
  if (text === undefined) {
    try {
      // The source map comment would resolve against the page's URL once inlined.
      text = readFileSync(location, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd();
    } catch {
      return null;
    }
    cssFileText.set(location, text);
  }
  return text;
}

/** CSS to inline: `href` names the browser build's .css file the text is (the browser runtime then skips that file). */
export interface InlineCss {
  href?: string;
  css: string;
}

/**
 * The CSS a page needs from a bundle: the browser build's .css files of the given chunk groups (the ones the browser
 * loads for the page), each whole and named, then the CSS of every other module the bundle has evaluated so far (the
 * server's own text, unnamed: the browser loads its file if it needs it). Without a browser build beside the bundle,
 * all of it as the modules' text.
 */
export function bundleCss(bundle: LoadedBundle, groupNames: readonly string[]): InlineCss[] {
  const info = bundle.css.files;
  const out: InlineCss[] = [];
  const covered = new Set<string>();
  const seen = new Set<string>();
  for (const name of info ? groupNames : []) {
    for (const file of info?.groups[name] ?? []) {
      if (seen.has(file) || !info) continue;
      seen.add(file);
      const css = cssFile(info.dist, file);
      if (css === null) continue;
      out.push({ href: file, css });
      for (const id of info.files[file] ?? []) covered.add(id);
    }
  }
  const rest = [...bundle.css.modules].filter(([id]) => !covered.has(id)).map(([, css]) => css);
  if (rest.length > 0) out.push({ css: rest.join('\n') });
  return out;
}

/** A bundle as evaluated: its exports and what its evaluation registered, kept with it. */
export interface LoadedBundle {
  exports: unknown;
  /** Its browser build's .css files (beside it on disk) and the CSS its modules handed over. */
  css: { files?: CssFiles; modules: Map<string, string> };
  /** The i18n namespace loaders its evaluation registered (createI18n `loaders` of a render with it). */
  namespaces: Map<string, unknown>;
}

const I18N_LOADERS_KEY = '__REALTY_I18N_LOADERS__';
const registeredLoaders = (): Map<string, unknown> =>
  (globalThis as typeof globalThis & { [I18N_LOADERS_KEY]?: Map<string, unknown> })[I18N_LOADERS_KEY] ?? new Map<string, unknown>();

/** Evaluate CommonJS code (a bundle read from disk or fetched) with the host's require. */
function evaluate(code: string, filename: string, bundle: string): LoadedBundle {
  host();
  const modules = new Map<string, string>();
  cssByBundle.set(bundle, modules);
  const before = new Map(registeredLoaders());
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, hostRequire, module, filename, path.dirname(filename));
  const namespaces = new Map([...registeredLoaders()].filter(([namespace, loader]) => before.get(namespace) !== loader));
  const files = readCssFiles(filename);
  return { exports: module.exports, css: { ...(files ? { files } : {}), modules }, namespaces };
}

export interface BundleSource {
  /** 'shell' or 'mf-<remote>' (the css registry key). */
  bundle: string;
  /** File paths or http(s) URLs, tried in order. */
  locations: string[];
}

interface Loaded {
  bundle: LoadedBundle;
  /** mtime of a file bundle (re-read when it changes). */
  mtimeMs?: number;
}

const isUrl = (location: string): boolean => /^https?:\/\//.test(location);

export interface BundleCacheOptions {
  /** First wait before a failed source is tried again; doubled after each further failure. */
  retryMs?: number;
  /** The longest wait between two tries of a failed source. */
  maxRetryMs?: number;
  /** A fetched bundle (an http(s) location) that takes longer is abandoned (SSR_TIMEOUT_MS). */
  fetchTimeoutMs?: number;
  /** Bundle versions held at once (least recently used dropped first): rollbacks and roll-forwards stay bounded. */
  maxBundles?: number;
  now?: () => number;
}

export class BundleCache {
  private readonly loaded = new Map<string, Loaded>();
  /** Failed sources: when to try again and how many times in a row they failed. */
  private readonly failed = new Map<string, { retryAt: number; failures: number }>();
  /** Loads under way: concurrent requests for one source share one fetch and one evaluation. */
  private readonly inflight = new Map<string, Promise<LoadedBundle | null>>();
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly maxBundles: number;
  private readonly now: () => number;

  constructor(
    private readonly onError: (source: BundleSource, error: unknown) => void,
    { retryMs = 5_000, maxRetryMs = 300_000, fetchTimeoutMs = 10_000, maxBundles = 16, now = Date.now }: BundleCacheOptions = {},
  ) {
    this.maxBundles = maxBundles;
    this.retryMs = retryMs;
    this.maxRetryMs = maxRetryMs;
    this.fetchTimeoutMs = fetchTimeoutMs;
    this.now = now;
  }

  /**
   * The bundle as evaluated (exports, CSS, translations), or null when it is missing or throws (the page then renders
   * in the browser). A failed source is not tried again before its backoff is over (5 s, 10 s, 20 s, … up to 5 min),
   * so an unreachable origin costs one wait per backoff period, not one per request.
   */
  load(source: BundleSource): Promise<LoadedBundle | null> {
    const key = source.locations.join(' ');
    const failed = this.failed.get(key);
    if (failed && this.now() < failed.retryAt) return Promise.resolve(null);
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.loadFirst(source, key).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async loadFirst(source: BundleSource, key: string): Promise<LoadedBundle | null> {
    const errors: unknown[] = [];
    for (const location of source.locations) {
      try {
        const bundle = await this.loadOne(location, source.bundle);
        this.failed.delete(key);
        return bundle;
      } catch (error) {
        this.loaded.delete(location);
        errors.push(error);
      }
    }
    const failures = (this.failed.get(key)?.failures ?? 0) + 1;
    const wait = Math.min(this.maxRetryMs, this.retryMs * 2 ** (failures - 1));
    this.failed.set(key, { retryAt: this.now() + wait, failures });
    this.onError(source, errors.length === 1 ? errors[0] : new AggregateError(errors, 'no server bundle could be loaded'));
    return null;
  }

  /** Drop every loaded bundle but these locations (they are evaluated again on their next use). */
  forgetAllBut(keep: readonly string[]): void {
    for (const location of [...this.loaded.keys()]) if (!keep.includes(location)) this.loaded.delete(location);
  }

  /** Locations held, least recently used first. */
  held(): string[] {
    return [...this.loaded.keys()];
  }

  /** Keep a loaded bundle as the most recently used, dropping the least recently used past `maxBundles`. */
  private keep(location: string, loaded: Loaded): LoadedBundle {
    this.loaded.delete(location);
    this.loaded.set(location, loaded);
    for (const oldest of this.loaded.keys()) {
      if (this.loaded.size <= this.maxBundles) break;
      this.loaded.delete(oldest);
    }
    return loaded.bundle;
  }

  private async loadOne(location: string, bundle: string): Promise<LoadedBundle> {
    const cached = this.loaded.get(location);
    if (isUrl(location)) {
      // A URL names one version (remotes.json gets a new URL for a new one): fetched once while it is held.
      if (cached) return this.keep(location, cached);
      const response = await fetch(location, { signal: AbortSignal.timeout(this.fetchTimeoutMs) });
      if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
      return this.keep(location, { bundle: evaluate(await response.text(), location, bundle) });
    }
    const { mtimeMs } = await stat(location);
    if (cached && cached.mtimeMs === mtimeMs) return this.keep(location, cached);
    return this.keep(location, { bundle: evaluate(await readFile(location, 'utf8'), location, bundle), mtimeMs });
  }
}

/**
 * Where a remote's server bundle is, from its manifest URL in remotes.json: beside the manifest. An http(s) manifest
 * gives a URL; a path gives the file this server would serve it from (REMOTES_DIST_ROOT), then, when SSR_REMOTES_ORIGIN
 * is set, the same path on that origin (the static files on nginx or a CDN, as the browser gets them).
 */
export function remoteBundleLocations(remote: RemoteName, manifestUrl: string, remotesDistRoot: string, origin?: string): string[] {
  if (isUrl(manifestUrl)) return [new URL(SSR_BUNDLE, manifestUrl).href];
  const locations: string[] = [];
  const prefix = `/remotes/mf-${remote}/`;
  if (manifestUrl.startsWith(prefix)) {
    const folder = path.posix.dirname(manifestUrl.slice(prefix.length));
    locations.push(path.join(remoteDist(remotesDistRoot, remote), folder, SSR_BUNDLE));
  }
  if (origin && isUrl(origin)) locations.push(new URL(SSR_BUNDLE, new URL(manifestUrl, origin)).href);
  return locations;
}

/** Hand the shell bundle's @realty/shared to the remotes' bundles (set before any remote bundle is evaluated). */
export function provideShared(shared: unknown): void {
  host().shared = shared;
}

// Loads the server bundles (webpack.server.ts): the shell's from SHELL_DIST/server/ssr.cjs, and each remote's from
// beside the mf-manifest.json that remotes.json names for it, so the server renders with the version the browser
// will load. A manifest served by this server (/remotes/mf-<name>/…) maps to its dist folder on disk; an http(s)
// manifest is fetched once per URL (a new version is a new URL in remotes.json).
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
/** CSS text per bundle ('shell', 'mf-catalog', …) and module, in evaluation order. */
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

/** The CSS of every module a bundle has evaluated so far. */
export function bundleCss(bundle: string): string {
  return [...(cssByBundle.get(bundle)?.values() ?? [])].join('\n');
}

/** Evaluate CommonJS code (a bundle read from disk or fetched) with the host's require. */
function evaluate(code: string, filename: string, bundle: string): unknown {
  host();
  cssByBundle.delete(bundle);
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, hostRequire, module, filename, path.dirname(filename));
  return module.exports;
}

export interface BundleSource {
  /** 'shell' or 'mf-<remote>' (the css registry key). */
  bundle: string;
  /** File paths or http(s) URLs, tried in order. */
  locations: string[];
}

interface Loaded {
  exports: unknown;
  /** mtime of a file bundle (re-read when it changes). */
  mtimeMs?: number;
}

const isUrl = (location: string): boolean => /^https?:\/\//.test(location);

export class BundleCache {
  private readonly loaded = new Map<string, Loaded>();
  /** Failed sources and when to try them again. */
  private readonly failed = new Map<string, number>();

  constructor(
    private readonly onError: (source: BundleSource, error: unknown) => void,
    private readonly retryMs = 30_000,
  ) {}

  /** The bundle's exports, or null when it is missing or throws (the page then renders in the browser). */
  async load(source: BundleSource): Promise<unknown> {
    const key = source.locations.join(' ');
    const retryAt = this.failed.get(key);
    if (retryAt !== undefined && Date.now() < retryAt) return null;
    const errors: unknown[] = [];
    for (const location of source.locations) {
      try {
        const exports = await this.loadOne(location, source.bundle);
        this.failed.delete(key);
        return exports;
      } catch (error) {
        this.loaded.delete(location);
        errors.push(error);
      }
    }
    this.failed.set(key, Date.now() + this.retryMs);
    this.onError(source, errors.length === 1 ? errors[0] : new AggregateError(errors, 'no server bundle could be loaded'));
    return null;
  }

  /** Drop every loaded bundle but these locations (they are evaluated again on their next use). */
  forgetAllBut(keep: readonly string[]): void {
    for (const location of [...this.loaded.keys()]) if (!keep.includes(location)) this.loaded.delete(location);
  }

  private async loadOne(location: string, bundle: string): Promise<unknown> {
    const cached = this.loaded.get(location);
    if (isUrl(location)) {
      // A URL names one version (remotes.json gets a new URL for a new one): fetched once.
      if (cached) return cached.exports;
      const response = await fetch(location, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
      const exports = evaluate(await response.text(), location, bundle);
      this.loaded.set(location, { exports });
      return exports;
    }
    const { mtimeMs } = await stat(location);
    if (cached && cached.mtimeMs === mtimeMs) return cached.exports;
    const exports = evaluate(await readFile(location, 'utf8'), location, bundle);
    this.loaded.set(location, { exports, mtimeMs });
    return exports;
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

/**
 * Proof that the shared singletons really are single: each remote's exposed module reports a
 * stable export of every shared package it received (e.g. React's `createElement`), and the shell
 * publishes the number of distinct copies seen on `window.__REALTY_SINGLETONS__`.
 * State lives on globalThis so that even a duplicated copy of @realty/shared reports into the same place.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  '@realty/shared',
] as const;
export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

export type SingletonCounts = Record<SingletonPackage, number>;
/** One stable value per package (a function or object exported by it). */
export type SingletonProbe = Record<SingletonPackage, unknown>;

interface Registry {
  seen: Map<SingletonPackage, Map<unknown, string[]>>;
}

const KEY = '__REALTY_SINGLETON_REGISTRY__';
const registry = (): Registry => {
  const scope = globalThis as typeof globalThis & { [KEY]?: Registry };
  scope[KEY] ??= { seen: new Map() };
  return scope[KEY];
};

/** This module's identity: a second copy of @realty/shared gives a second marker. */
export const SHARED_MARKER: { readonly package: '@realty/shared' } = Object.freeze({ package: '@realty/shared' });

/** Record what `source` (a container name such as 'mf_catalog', or 'shell') received. */
export function reportSingletons(source: string, probe: SingletonProbe): void {
  const { seen } = registry();
  for (const name of SINGLETON_PACKAGES) {
    const value = probe[name];
    if (value === undefined || value === null) continue;
    const copies = seen.get(name) ?? new Map<unknown, string[]>();
    seen.set(name, copies);
    const sources = copies.get(value);
    if (sources) {
      if (!sources.includes(source)) sources.push(source);
      continue;
    }
    copies.set(value, [source]);
    if (copies.size > 1 && process.env.NODE_ENV !== 'production') {
      const first = [...copies.values()][0]?.join(', ') ?? '?';
      console.warn(`[realty] ${source} loaded a duplicate copy of "${name}" (first copy came from ${first}); check its shared config.`);
    }
  }
}

/** Distinct copies seen per package. */
export function singletonCounts(): SingletonCounts {
  const { seen } = registry();
  const counts = {} as SingletonCounts;
  for (const name of SINGLETON_PACKAGES) counts[name] = seen.get(name)?.size ?? 0;
  return counts;
}

/** Which sources reported each package (diagnostics). */
export function singletonSources(): Record<string, string[][]> {
  const out: Record<string, string[][]> = {};
  for (const [name, copies] of registry().seen) out[name] = [...copies.values()].map((sources) => [...sources]);
  return out;
}

export function _resetSingletons(): void {
  registry().seen.clear();
}

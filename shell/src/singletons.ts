import { singletonCounts, singletonSources, type SingletonCounts } from '@realty/shared';
import { probeSingletons } from '@realty/shared/singleton-probe';

declare global {
  interface Window {
    /** Distinct copies of each shared singleton seen on the page (1 each when sharing works). */
    __REALTY_SINGLETONS__?: SingletonCounts;
    __REALTY_SINGLETON_SOURCES__?: () => Record<string, string[][]>;
  }
}

probeSingletons('shell');

/** Expose live counts for tests: every read reflects the remotes loaded so far. */
export function exposeSingletonCounts(): void {
  Object.defineProperty(window, '__REALTY_SINGLETONS__', { configurable: true, get: () => singletonCounts() });
  window.__REALTY_SINGLETON_SOURCES__ = singletonSources;
}

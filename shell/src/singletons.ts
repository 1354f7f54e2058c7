import { createElement } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { reportSingletons, SHARED_MARKER, singletonCounts, singletonSources, type SingletonCounts } from '@realty/shared';

declare global {
  interface Window {
    /** Distinct copies of each shared singleton seen on the page (1 each when sharing works). */
    __REALTY_SINGLETONS__?: SingletonCounts;
    __REALTY_SINGLETON_SOURCES__?: () => Record<string, string[][]>;
  }
}

reportSingletons('shell', {
  react: createElement,
  'react-dom': createPortal,
  'react-router-dom': useNavigate,
  mobx: observable,
  'mobx-react-lite': observer,
  i18next,
  'react-i18next': useTranslation,
  '@realty/shared': SHARED_MARKER,
});

/** Expose live counts for tests: every read reflects the remotes loaded so far. */
export function exposeSingletonCounts(): void {
  Object.defineProperty(window, '__REALTY_SINGLETONS__', { configurable: true, get: () => singletonCounts() });
  window.__REALTY_SINGLETON_SOURCES__ = singletonSources;
}

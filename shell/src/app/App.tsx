import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { RootStoreProvider, type RootStore } from '@realty/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RootFallback } from '../errors/RootFallback';
import { PreloadedPagesContext, type PreloadedPages } from '../remotes/preloaded';
import { AppRoutes } from '../router/routes';
import { outsidePage, replayEarlyInput } from './early-input';

export interface AppProvidersProps {
  store: RootStore;
  i18n: I18n;
  /** Remote pages loaded before the first render (server rendering and hydration). */
  pages?: PreloadedPages | null;
  children: ReactNode;
}

/** Everything above the router: the browser (App) and the server renderer (ssr/server.tsx) render the same tree. */
export function AppProviders({ store, i18n, pages = null, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <ErrorBoundary scope="root" fallback={() => <RootFallback />}>
        <RootStoreProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <PreloadedPagesContext.Provider value={pages}>{children}</PreloadedPagesContext.Provider>
          </I18nextProvider>
        </RootStoreProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}

/** `<html data-app-ready>` once the app has rendered (or hydrated the server's HTML) and its effects run. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ store, i18n, pages }: Omit<AppProvidersProps, 'children'>) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    replayEarlyInput(outsidePage); // the page's own taps: once its boundary hydrated (ReplayEarlyInput)
  }, []);
  return (
    <AppProviders store={store} i18n={i18n} pages={pages}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

import { StrictMode, useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootStoreProvider, type RootStore } from '@realty/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RootFallback } from '../errors/RootFallback';
import { buildRoutes } from '../router/routes';

export function App({ store, i18n }: { store: RootStore; i18n: I18n }) {
  const router = useMemo(() => createBrowserRouter(buildRoutes()), []);
  return (
    <StrictMode>
      <ErrorBoundary scope="root" fallback={() => <RootFallback />}>
        <RootStoreProvider store={store}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </RootStoreProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}

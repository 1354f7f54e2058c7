// A remote's standalone mode (`npm run dev -w mf-blog`): its own root store, i18n and router under /{lang}/...,
// rendering only that remote's pages, so its team can work without the shell. Never loaded in the composed site.
import { StrictMode, Suspense, use, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, useLocation } from 'react-router-dom';
import { configureApiClient } from '../api';
import { createI18n, routeTitle, type Namespace } from '../i18n';
import { DEFAULT_LANG, isLang, matchRoute, routePath, ROUTES, type RemoteName } from '../routes';
import { getRootStore, RootStoreProvider } from '../stores';
import type { PageProps } from '../types';
import { PageFrame } from '../ui';
import { createPromiseCache } from '../utils';

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

export interface StandaloneOptions {
  remote: RemoteName;
  namespace: Namespace;
  /**
   * Loads src/exposes/<page> ('JournalPage'): a dynamic import written in the remote, so that webpack bundles its
   * exposes there. The pages themselves are the remote's routes in the route table, as for its federation exposes.
   */
  load: (page: string) => ReturnType<PageLoader>;
}

const loads = createPromiseCache<Awaited<ReturnType<PageLoader>>>();
const loadOnce = (page: string, loader: PageLoader): ReturnType<PageLoader> => loads.get(page, loader);

function StandalonePage({ page, loader, ...props }: PageProps & { page: string; loader: PageLoader }) {
  const { default: Page } = use(loadOnce(page, loader));
  return <Page {...props} />;
}

function StandaloneIndex({ remote }: { remote: RemoteName }) {
  const { t, i18n } = useTranslation('common');
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const home = ROUTES.find((route) => route.id === 'home');
  const own = ROUTES.filter((route) => route.owner === remote);
  return (
    <main style={{ maxWidth: 1340, margin: '0 auto', padding: 16 }}>
      {home ? <PageFrame lang={lang} route={home} title={t('notFound.title')} intro={t('notFound.message')} /> : null}
      <ul>
        {own.map((route) => (
          <li key={route.id}>
            <Link to={routePath(lang, route, route.pattern.endsWith('*') ? 'demo' : '')}>{routeTitle(t, route.id)}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function StandaloneApp({ remote, load }: Pick<StandaloneOptions, 'remote' | 'load'>) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  if (!match || match.route.owner !== remote) return <StandaloneIndex remote={remote} />;
  const page = match.route.page.slice(2);
  const loader = () => load(page);
  return (
    <main style={{ maxWidth: 1340, margin: '0 auto', padding: 16 }}>
      <Suspense fallback={null}>
        <StandalonePage page={match.route.page} loader={loader} lang={match.lang} route={match.route} rest={match.rest} />
      </Suspense>
    </main>
  );
}

export async function startStandalone(options: StandaloneOptions): Promise<void> {
  const first = window.location.pathname.split('/')[1];
  const lang = isLang(first) ? first : DEFAULT_LANG;
  const store = getRootStore({ lang });
  configureApiClient({ getLang: () => store.locale.lang });
  const i18n = await createI18n({ lang, ns: ['common', options.namespace] });
  document.documentElement.lang = lang;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <RootStoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <StandaloneApp remote={options.remote} load={options.load} />
          </BrowserRouter>
        </I18nextProvider>
      </RootStoreProvider>
    </StrictMode>,
  );
}

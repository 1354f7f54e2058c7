import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANG, isLang, matchRoute, pathTo, useRootStore, type Lang } from '@realty/shared';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorView } from '../errors/ErrorView';
import { Layout } from '../layout/Layout';
import { AuthGate } from '../pages/AuthGate';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ShellPage } from '../pages/ShellPage';
import { RemotePage } from '../remotes/RemotePage';
import { useCanonicalRedirect } from './useCanonicalRedirect';
import { useHeadSync } from './useHeadSync';
import { useRouteFocus } from './useRouteFocus';

/** Language of any path: its prefix when valid, else the default (the 404 page of /de is Turkish). */
export const langOfPath = (pathname: string): Lang => {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
};

/** The layout: language and head in step with the location, header and footer stay mounted across pages. */
export const RootLayout = observer(function RootLayout() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const lang = match?.lang ?? langOfPath(pathname);
  const { i18n } = useTranslation();
  const { locale, ui } = useRootStore();

  useEffect(() => {
    locale.setLang(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, locale, i18n]);
  useHeadSync(lang, match?.route ?? null, pathname, ui.pageHead);
  useCanonicalRedirect();
  useRouteFocus();

  return (
    <Layout lang={lang}>
      <ErrorBoundary scope="route" resetKey={pathname} fallback={(_error, reset) => <ErrorView homePath={pathTo(lang, 'home')} onRetry={reset} />}>
        <PageView />
      </ErrorBoundary>
    </Layout>
  );
});

/** Resolves the location with the route table (the same function the server uses) and renders its page. */
export function PageView() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  if (!match) return <NotFoundPage lang={langOfPath(pathname)} />;
  if (match.route.owner === 'shell') return <ShellPage {...match} />;
  return (
    <AuthGate lang={match.lang} route={match.route}>
      <RemotePage key={match.route.id} remote={match.route.owner} page={match.route.page} {...match} />
    </AuthGate>
  );
}

import { Suspense, use } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NotFound, type Lang, type PageProps } from '@realty/shared';
import { ReplayEarlyInput } from '../app/early-input';
import { PageLoading } from '../layout/PageLoading';
import { isStaticPage } from './static/pages';
import type * as ShellPages from './shellPages';

/**
 * The shell's pages are a chunk of their own, loaded when one is shown: home, catalogue and listing pages do not carry
 * them (docs/PERFORMANCE.md "Issue 12: the framework floor"). One load for the page's lifetime; a failed chunk goes
 * to the route's error boundary (and its reload guard).
 */
let pages: Promise<typeof ShellPages> | null = null;
// Named: the server inlines this chunk's CSS file on a server-rendered shell page (api/src/web/ssr, 'shell-pages').
const loadShellPages = (): Promise<typeof ShellPages> => (pages ??= import(/* webpackChunkName: "shell-pages" */ './shellPages'));

/**
 * Before hydrating a server-rendered shell page: its chunk and, for a static page, its texts, so the first render in
 * the browser finds what the server rendered instead of suspending.
 */
export async function preloadShellPage(page: string, i18n: I18n, lang: Lang): Promise<void> {
  if (!hasPage(page)) return;
  const { loadPageTexts, loadStaticContent } = await loadShellPages();
  if (isStaticPage(page)) await loadStaticContent(i18n, lang);
  else await loadPageTexts(i18n, lang);
}

/** The shell's pages that are not static content. */
const hasPage = (page: string): boolean => page === 'error' || page === 'unsubscribe' || isStaticPage(page);

function ShellPageContent({ lang, route, rest }: PageProps) {
  const { ErrorPage, StaticPage, UnsubscribePage, loadPageTexts } = use(loadShellPages());
  const { i18n } = useTranslation();
  const page = route.page;
  if (isStaticPage(page)) return <StaticPage lang={lang} route={{ ...route, page }} rest={rest} />;
  // The unsubscribe and error pages' texts are not in the first load's 'shell' bundle (./texts).
  use(loadPageTexts(i18n, lang));
  if (page === 'unsubscribe') return <UnsubscribePage lang={lang} route={route} rest={rest} />;
  return <ErrorPage lang={lang} route={route} rest={rest} />;
}

/** Pages the shell owns: about, fees, partners, the policies (static content), the unsubscribe result and the error page. */
export function ShellPage(props: PageProps) {
  const page = props.route.page;
  // A shell route without a page of its own would be a route table mistake: never a blank page.
  if (!hasPage(page)) return <NotFound lang={props.lang} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ShellPageContent {...props} />
      <ReplayEarlyInput />
    </Suspense>
  );
}

import { Suspense, use } from 'react';
import { NotFound, type PageProps } from '@realty/shared';
import { PageLoading } from '../layout/PageLoading';
import { isStaticPage } from './static/pages';
import type * as ShellPages from './shellPages';

/**
 * The shell's pages are a chunk of their own, loaded when one is shown: home, catalogue and listing pages do not carry
 * them (docs/PERFORMANCE.md "Issue 12: the framework floor"). One load for the page's lifetime; a failed chunk goes
 * to the route's error boundary (and its reload guard).
 */
let pages: Promise<typeof ShellPages> | null = null;
const loadShellPages = (): Promise<typeof ShellPages> => (pages ??= import('./shellPages'));

function ShellPageContent({ lang, route, rest }: PageProps) {
  const { ErrorPage, StaticPage } = use(loadShellPages());
  const page = route.page;
  if (isStaticPage(page)) return <StaticPage lang={lang} route={{ ...route, page }} rest={rest} />;
  return <ErrorPage lang={lang} route={route} rest={rest} />;
}

/** Pages the shell owns: about, fees, partners, the policies (static content) and the error page. */
export function ShellPage(props: PageProps) {
  const page = props.route.page;
  // A shell route without a page of its own would be a route table mistake: never a blank page.
  if (page !== 'error' && !isStaticPage(page)) return <NotFound lang={props.lang} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ShellPageContent {...props} />
    </Suspense>
  );
}

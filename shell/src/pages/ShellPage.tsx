import { NotFound, type PageProps } from '@realty/shared';
import { ErrorPage } from './ErrorPage';
import { isStaticPage, StaticPage } from './static/StaticPage';

/** Pages the shell owns: about, fees, partners, the policies (static content) and the error page. */
export function ShellPage({ lang, route, rest }: PageProps) {
  const page = route.page;
  if (page === 'error') return <ErrorPage lang={lang} route={route} rest={rest} />;
  if (isStaticPage(page)) return <StaticPage lang={lang} route={{ ...route, page }} rest={rest} />;
  // A shell route without a page of its own would be a route table mistake: never a blank page.
  return <NotFound lang={lang} />;
}

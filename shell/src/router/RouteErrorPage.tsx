import { ErrorView } from '../errors/ErrorView';
import { langOfPath } from './RouteView';

/** What an error outside the page boundary (e.g. in the layout) shows; ErrorBoundary logs it and handles chunk errors. */
export function RouteErrorPage({ pathname }: { pathname: string }) {
  return <ErrorView homePath={`/${langOfPath(pathname)}`} />;
}

import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { ErrorView } from '../errors/ErrorView';
import { reloadForChunkError } from '../errors/chunkLoadError';
import { langOfPath } from './RouteView';

/** Route-level error element (errors thrown outside the page boundary, e.g. in the layout). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error('[realty] route error', error);
  }, [error]);
  return <ErrorView homePath={`/${langOfPath(pathname)}`} />;
}

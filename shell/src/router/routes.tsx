import type { RouteObject } from 'react-router-dom';
import { LANGS, ROUTES } from '@realty/shared';
import { RouteErrorPage } from './RouteErrorPage';
import { PageView, RootLayout } from './RouteView';

/**
 * React Router routes built from the shared route table for /tr, /en and /ru; anything else falls through to '*'
 * (the 404 page). PageView re-checks with matchRoute so that the browser and the server agree exactly.
 */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  for (const lang of LANGS) {
    for (const route of ROUTES) {
      children.push({ id: `${lang}:${route.id}`, path: route.pattern ? `/${lang}/${route.pattern}` : `/${lang}`, element: <PageView /> });
    }
  }
  children.push({ id: 'not-found', path: '*', element: <PageView /> });
  return [{ id: 'root', element: <RootLayout />, errorElement: <RouteErrorPage />, children }];
}

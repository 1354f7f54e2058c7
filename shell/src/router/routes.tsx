import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RouteErrorPage } from './RouteErrorPage';
import { RootLayout } from './RouteView';

/**
 * The whole route tree under a router (BrowserRouter in the browser, StaticRouter on the server, MemoryRouter in
 * tests): the layout around the page of the location. Every path renders the same layout and PageView, which resolves
 * the page with the shared route table (matchRoute, as the server does; anything else is the 404 page), so there is no
 * route configuration to declare. No data router (createBrowserRouter): it would add about 18 kB gzip of loaders,
 * actions and fetchers to the first load for nothing the site uses. An error thrown outside the page's own boundary
 * (the layout: header, footer) shows the error view inside a bare page until the next navigation.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary scope="layout" resetKey={pathname} fallback={() => <RouteErrorPage pathname={pathname} />}>
      <RootLayout />
    </ErrorBoundary>
  );
}

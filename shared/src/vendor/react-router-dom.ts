// What the site uses of react-router-dom, as the one module every container provides and consumes under the share
// key 'react-router-dom' (webpack.common.ts). A shared package is bundled whole, since its consumers are not known
// at build time: react-router 7 shipped that way was 60 kB gzip, most of it server rendering, data APIs and cookies
// no page calls. Named re-exports let webpack drop the rest. Add a name here before importing it elsewhere (the
// build fails on a missing export, the unit tests import the real package).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
// The DOM RouterProvider (it passes react-dom's flushSync), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';

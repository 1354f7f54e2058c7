// What the site uses of react-router-dom, as the one module every container provides and consumes under the share
// key 'react-router-dom' (webpack.common.ts). A shared package is bundled whole, since its consumers are not known
// at build time: react-router 7 shipped that way was 60 kB gzip, most of it server rendering, data APIs and cookies
// no page calls. Named re-exports let webpack drop the rest. Add a name here before importing it elsewhere (the
// build fails on a missing export, the unit tests import the real package).
// No data router (createBrowserRouter, RouterProvider, useRouteError): the shell renders one route tree under a
// BrowserRouter (shell/src/router/routes.tsx), and createBrowserRouter alone kept about 18 kB gzip of loaders,
// actions, fetchers and revalidation in this chunk.
export { BrowserRouter, Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';

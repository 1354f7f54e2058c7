import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** Where the router is now (path and query), for tests that assert navigation: `getByTestId('where')`. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** Renders `ui` on any path with the current location beside it. */
export const withLocationProbe = (ui: ReactElement): ReactElement => (
  <Routes>
    <Route
      path="*"
      element={
        <>
          {ui}
          <Where />
        </>
      }
    />
  </Routes>
);

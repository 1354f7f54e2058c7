import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { ADMIN_ROUTES, CORPORATE_ONLY_ROUTES, isSignedOutLanding, useRootStore, type PageProps } from '@realty/shared';
import { PageLoading } from '../layout/PageLoading';
import type { GateKind } from './GateScreen';
// The gate's styles stay in the first CSS file, so that a gate the server rendered is styled before its chunk is in.
import './AuthGate.module.css';

/** What a gate shows (its texts, buttons and page) is a chunk of its own: most pages never show one. */
const GateScreen = lazy(() => import('./GateScreen'));

/**
 * Pages that need sign-in (route table `auth`): a signed-out visitor opening one directly sees the sign-in popup
 * over a short explanation (never a broken page); after sign-in or registration the same URL opens. An invitation link
 * (SIGNED_OUT_LANDINGS) opens signed out. Corporate-only pages (import) tell a private account they are not for it
 * instead of opening. The back office (ADMIN_ROUTES)
 * answers anyone but an administrator with a 403 page (the API refuses them too).
 */
export const AuthGate = observer(function AuthGate({ lang, route, children }: Pick<PageProps, 'lang' | 'route'> & { children: ReactNode }) {
  const { auth } = useRootStore();
  const { pathname, search } = useLocation();
  // An invitation link opens for a signed-out visitor too: the page itself offers sign-in or registration.
  const landing = isSignedOutLanding(route.id, search);
  const needsSignIn = route.auth && auth.checked && !auth.user && !landing;
  // Signing out on a signed-in page leaves for home, but that page may still be loading (a transition keeps this one
  // shown): the URL where the gate last saw a user does not pop sign-in up again (its explanation and buttons are
  // enough). The gate outlives navigation, so any other URL opened signed out asks as usual. Kept in an effect, so
  // only what was committed counts: the render of the way home (which the transition may not commit before the
  // sign-out ends) would have moved it to home's URL.
  const here = pathname + search;
  const signedInAt = useRef<string | null>(null);
  const user = auth.user;
  useEffect(() => {
    if (user) {
      signedInAt.current = here;
      return;
    }
    const leftBySignOut = signedInAt.current === here;
    if (!leftBySignOut) signedInAt.current = null;
    if (needsSignIn && !leftBySignOut) auth.requireAuth(here);
  }, [user, needsSignIn, auth, here]);

  const kind: GateKind | 'loading' | null =
    auth.user && ADMIN_ROUTES.has(route.id) && auth.user.role !== 'admin'
      ? 'admin'
      : auth.user && CORPORATE_ONLY_ROUTES.has(route.id) && auth.user.org_type !== 'corporate'
        ? 'corporate'
        : !route.auth || auth.user || landing
          ? null
          : auth.checked
            ? 'auth'
            : 'loading';
  if (kind === null) return <>{children}</>;
  if (kind === 'loading') return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <GateScreen kind={kind} lang={lang} route={route} here={here} />
    </Suspense>
  );
});

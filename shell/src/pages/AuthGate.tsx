import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ADMIN_ROUTES, Button, CORPORATE_ONLY_ROUTES, isSignedOutLanding, PageFrame, pathTo, useRootStore, type PageProps } from '@realty/shared';
import { PageLoading } from '../layout/PageLoading';
import styles from './AuthGate.module.css';

/**
 * Pages that need sign-in (route table `auth`): a signed-out visitor opening one directly sees the sign-in popup
 * over a short explanation (never a broken page); after sign-in or registration the same URL opens. An invitation link
 * (SIGNED_OUT_LANDINGS) opens signed out. Corporate-only pages (import) tell a private account they are not for it
 * instead of opening. The back office (ADMIN_ROUTES)
 * answers anyone but an administrator with a 403 page (the API refuses them too).
 */
export const AuthGate = observer(function AuthGate({ lang, route, children }: Pick<PageProps, 'lang' | 'route'> & { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { auth, ui } = useRootStore();
  const { pathname, search } = useLocation();
  // An invitation link opens for a signed-out visitor too: the page itself offers sign-in or registration.
  const landing = isSignedOutLanding(route.id, search);
  const needsSignIn = route.auth && auth.checked && !auth.user && !landing;
  // Signing out on a signed-in page leaves for home, but that page may still be loading (a transition keeps this one
  // shown): the URL where the gate last saw a user does not pop sign-in up again (its explanation and buttons are
  // enough). The gate outlives navigation, so any other URL opened signed out asks as usual.
  const here = pathname + search;
  const signedInAt = useRef<string | null>(null);
  if (auth.user) signedInAt.current = here;
  else if (signedInAt.current !== here) signedInAt.current = null;
  const leftBySignOut = signedInAt.current === here;

  useEffect(() => {
    if (needsSignIn && !leftBySignOut) auth.requireAuth(here);
  }, [needsSignIn, leftBySignOut, auth, here]);

  if (auth.user && ADMIN_ROUTES.has(route.id) && auth.user.role !== 'admin') {
    return (
      <Gate lang={lang} route={route} testId="admin-gate" title={t('gate.adminTitle')} message={t('gate.adminMessage')}>
        <Link to={pathTo(lang, 'home')}>{t('gate.toHome')}</Link>
      </Gate>
    );
  }
  if (auth.user && CORPORATE_ONLY_ROUTES.has(route.id) && auth.user.org_type !== 'corporate') {
    return (
      <Gate lang={lang} route={route} testId="corporate-gate" title={t('gate.corporateTitle')} message={t('gate.corporateMessage')}>
        <Link to={pathTo(lang, 'profile')}>{t('gate.toProfile')}</Link>
      </Gate>
    );
  }
  if (!route.auth || auth.user || landing) return <>{children}</>;
  if (!auth.checked) return <PageLoading />;
  return (
    <Gate lang={lang} route={route} testId="auth-gate" title={t('gate.title')} message={t('gate.message')}>
      <Button onClick={() => auth.requireAuth(here)}>{t('gate.signIn')}</Button>
      <Button
        variant="secondary"
        onClick={() => {
          auth.setRedirectTarget(here);
          ui.openPopup('register');
        }}
      >
        {t('gate.register')}
      </Button>
    </Gate>
  );
});

/** A gate's page: why it does not open, and what the visitor can do instead (`children`, the actions). */
function Gate({ lang, route, testId, title, message, children }: Pick<PageProps, 'lang' | 'route'> & { testId: string; title: string; message: string; children: ReactNode }) {
  return (
    <PageFrame lang={lang} route={route}>
      <section className={styles.gate} data-testid={testId}>
        <h2>{title}</h2>
        <p>{message}</p>
        <p className={styles.actions}>{children}</p>
      </section>
    </PageFrame>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, PageFrame, pathTo, useRootStore, type PageProps } from '@realty/shared';
import styles from './AuthGate.module.css';

/** 'auth': sign-in needed; 'admin': the back office for a non-administrator; 'corporate': a private account. */
export type GateKind = 'auth' | 'admin' | 'corporate';

/** The page a gate shows instead of the one asked for (AuthGate decides which; this is its lazy chunk). */
export default function GateScreen({ kind, lang, route, here }: Pick<PageProps, 'lang' | 'route'> & { kind: GateKind; here: string }) {
  const { t } = useTranslation('shell');
  const { auth, ui } = useRootStore();
  if (kind === 'admin') {
    return (
      <Gate lang={lang} route={route} testId="admin-gate" title={t('gate.adminTitle')} message={t('gate.adminMessage')}>
        <Link to={pathTo(lang, 'home')}>{t('gate.toHome')}</Link>
      </Gate>
    );
  }
  if (kind === 'corporate') {
    return (
      <Gate lang={lang} route={route} testId="corporate-gate" title={t('gate.corporateTitle')} message={t('gate.corporateMessage')}>
        <Link to={pathTo(lang, 'profile')}>{t('gate.toProfile')}</Link>
      </Gate>
    );
  }
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
}

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

import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame, primitives, fetchUser, getApiClient, pathTo, useRootStore, type PageProps } from '@realty/shared';
import { confirmEmailChange } from '@realty/shared/contracts/account';
import styles from '../components/Profile.module.css';
import { replyErrors } from '../info/replyErrors';
import { usePageTexts } from './texts';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /{lang}/confirm-email?token=…: the page the e-mail change link opens. It posts the token once (the link works
 * once) and says what happened; it works signed out too. A signed-in user's header then shows the new address.
 */
export default observer(function ConfirmEmailPage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'account');
  const { auth } = useRootStore();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Without a token (an address typed by hand, a cut link) there is nothing to confirm: say so, ask nothing.
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: t('confirmEmail.noToken') });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return; // one request per token (React may run effects twice in development)
    sent.current = token;
    const api = getApiClient();
    // A browser that never visited the site (the link opened elsewhere) has no XSRF cookie yet: the API client fetches
    // it before the write.
    confirmEmailChange(api, token, lang)
      .then(async (reply) => {
        setState({ kind: 'done', message: reply.message });
        if (auth.user) auth.setUser((await fetchUser(api, lang)).data);
      })
      .catch((error: unknown) => {
        const r = replyErrors(error, t('confirmEmail.failed'));
        setState({ kind: 'failed', message: r.errors.token?.[0] ?? r.errors.email?.[0] ?? r.message });
      });
  }, [token, lang, auth, t]);

  return (
    <PageFrame lang={lang} route={route} intro={t('confirmEmail.intro')}>
      <section className={`${primitives.panel} ${styles.section}`} aria-live="polite" data-testid="confirm-email">
        {state.kind === 'working' ? <p>{t('confirmEmail.working')}</p> : null}
        {state.kind === 'done' ? <p className={styles.success}>{state.message}</p> : null}
        {state.kind === 'failed' ? (
          <p className={styles.formError} role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind !== 'working' ? (
          <p>
            <Link to={pathTo(lang, 'profileInfo')}>{t('confirmEmail.toProfile')}</Link>
          </p>
        ) : null}
      </section>
    </PageFrame>
  );
});

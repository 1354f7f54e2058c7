import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getApiClient, PageFrame, pathTo, primitives, useRootStore, type PageProps } from '@realty/shared';
import { AgencyFormView } from '../corporate/AgencyFormView';
import { ACCEPT_PARAM, InvitationPanel } from '../corporate/InvitationPanel';
import { LogoView } from '../corporate/LogoView';
import { TeamView } from '../corporate/TeamView';
import styles from '../corporate/Corporate.module.css';
import { type CorporateReply, fetchCorporate } from '@realty/shared/contracts/agencies';
import { usePageTexts } from './texts';

type Data = CorporateReply['data'];

/**
 * profile/corporate: the agency of a corporate account (create or edit), its logo and its team. Invitation links land
 * here (`?invite=`), signed out too (the shell's gate lets them through): the invitation first, and the page of the
 * signed-in user's agency once they have joined.
 */
export default observer(function CorporatePage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'company');
  const { auth } = useRootStore();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const invite = query.get('invite');
  const autoAccept = query.get(ACCEPT_PARAM) === '1';
  const userId = auth.user?.id ?? null;
  const [data, setData] = useState<Data | null | 'failed'>(null);
  // A reply of a change (joining, saving) is newer than a load still on its way: the load must not overwrite it.
  const changed = useRef(false);
  useEffect(() => {
    // A visitor on an invitation link has no agency to load; signing in (or registering) loads it.
    if (userId === null) return;
    let live = true;
    changed.current = false;
    setData(null);
    fetchCorporate(getApiClient()).then(
      (reply) => live && !changed.current && setData(reply.data),
      () => live && !changed.current && setData('failed'),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  const update = useCallback((reply: CorporateReply) => {
    changed.current = true;
    setData(reply.data);
  }, []);
  // The acceptance asked for on the way through sign-in is done: a reload must not try again.
  const autoAcceptDone = useCallback(() => void navigate(`${pathname}?invite=${encodeURIComponent(invite ?? '')}`, { replace: true }), [navigate, pathname, invite]);
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.profileCorporate')}>
      <div className={styles.page} data-testid="corporate">
        {invite ? <InvitationPanel token={invite} autoAccept={autoAccept} onAccepted={update} onAutoAcceptDone={autoAcceptDone} /> : null}
        {userId === null ? null : data === 'failed' ? (
          <p className={styles.error} role="alert">
            {t('corporate.failed')}
          </p>
        ) : data === null ? (
          <p role="status">{t('corporate.loading')}</p>
        ) : data.role === 'none' ? (
          data.can_create ? (
            <AgencyFormView lang={lang} agency={null} onSaved={update} />
          ) : invite ? null : (
            <p className={primitives.note}>{t('corporate.onlyCorporate')}</p>
          )
        ) : (
          <>
            {data.agency ? (
              <p>
                <Link to={data.agency.url}>{t('corporate.publicPage')}</Link>
                {data.role === 'owner' ? (
                  <>
                    {' · '}
                    <Link to={pathTo(lang, 'profileImport')}>{t('corporate.importLink')}</Link>
                  </>
                ) : null}
              </p>
            ) : null}
            {data.role === 'owner' && data.agency ? (
              <>
                <AgencyFormView key={data.agency.id} lang={lang} agency={data.agency} onSaved={update} />
                <LogoView logo={data.agency.logo} />
              </>
            ) : data.agency ? (
              <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="agency-name">
                <h2 id="agency-name">{data.agency.name}</h2>
                <p className={primitives.note}>{t('corporate.agentHint')}</p>
              </section>
            ) : null}
            <TeamView data={data} onChange={update} />
          </>
        )}
      </div>
    </PageFrame>
  );
});

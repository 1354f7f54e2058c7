import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { fetchCorporate, getApiClient, PageFrame, pathTo, type CorporateReply, type PageProps } from '@realty/shared';
import { AgencyFormView } from '../corporate/AgencyFormView';
import { InvitationPanel } from '../corporate/InvitationPanel';
import { LogoView } from '../corporate/LogoView';
import { TeamView } from '../corporate/TeamView';
import styles from '../corporate/Corporate.module.css';

type Data = CorporateReply['data'];

/** profile/corporate: the agency of a corporate account (create or edit), its logo and its team; invitation links land here. */
export default function CorporatePage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  const { search } = useLocation();
  const invite = new URLSearchParams(search).get('invite');
  const [data, setData] = useState<Data | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    fetchCorporate(getApiClient()).then(
      (reply) => live && setData(reply.data),
      () => live && setData('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const update = (reply: CorporateReply) => setData(reply.data);
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.profileCorporate')}>
      <div className={styles.page} data-testid="corporate">
        {invite ? <InvitationPanel token={invite} onAccepted={update} /> : null}
        {data === 'failed' ? (
          <p className={styles.error} role="alert">
            {t('corporate.failed')}
          </p>
        ) : data === null ? (
          <p role="status">{t('corporate.loading')}</p>
        ) : data.role === 'none' ? (
          data.can_create ? (
            <AgencyFormView lang={lang} agency={null} onSaved={update} />
          ) : invite ? null : (
            <p className={styles.muted}>{t('corporate.onlyCorporate')}</p>
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
              <section className={styles.panel} aria-labelledby="agency-name">
                <h2 id="agency-name">{data.agency.name}</h2>
                <p className={styles.muted}>{t('corporate.agentHint')}</p>
              </section>
            ) : null}
            <TeamView data={data} onChange={update} />
          </>
        )}
      </div>
    </PageFrame>
  );
}

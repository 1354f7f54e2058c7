import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { NotFound, PageFrame, primitives, usePageData, usePageHead, type PageProps } from '@realty/shared';
import { AgentCardView } from '../agents/Cards';
import { LanguageList } from '../agents/LanguageList';
import { OfficeMap } from '../agents/OfficeMap';
import { OwnerListings } from '../agents/OwnerListings';
import { PageState } from '../agents/PageState';
import { PhoneReveal } from '../agents/PhoneReveal';
import styles from '../agents/Agents.module.css';

/** An agency (`real-estate-agency/{slug}`): description, contacts, office on the map, its agents and listings. */
export default function AgencyPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const page = usePageData('agency', pathname + search);
  const data = page.state === 'ready' ? page.data : null;
  usePageHead(data ? { title: data.agency.name, description: data.agency.description.slice(0, 160), canonical: data.canonical } : null);
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  if (!data) return <PageFrame lang={lang} route={route}>{page.state === 'ready' ? null : <PageState state={page.state} />}</PageFrame>;
  const { agency } = data;
  return (
    <PageFrame lang={lang} route={route} title={agency.name}>
      <div className={styles.page} data-testid="agency-page">
        <div className={styles.profile}>
          <div className={styles.section}>
            <div className={styles.about}>
              {agency.logo ? <img src={agency.logo} alt="" width={120} height={120} className={styles.bigLogo} /> : null}
              <div className={styles.text}>
                {agency.city ? <strong>{agency.city}</strong> : null}
                {agency.licence ? <span className={primitives.note}>{t('agents.licence', { licence: agency.licence })}</span> : null}
                <span className={primitives.note}>{t('agencies.agents', { count: agency.agents })}</span>
              </div>
            </div>
            {agency.description ? <p className={styles.description}>{agency.description}</p> : null}
            <OfficeMap lang={lang} name={agency.name} address={agency.address} lat={agency.lat} lng={agency.lng} />
          </div>
          <aside className={styles.contacts} aria-labelledby="agency-contacts">
            <h2 id="agency-contacts">{t('agents.contacts')}</h2>
            <dl>
              {agency.email ? (
                <>
                  <dt>{t('agency.email')}</dt>
                  <dd>
                    <a href={`mailto:${agency.email}`}>{agency.email}</a>
                  </dd>
                </>
              ) : null}
              {agency.website ? (
                <>
                  <dt>{t('agency.website')}</dt>
                  <dd>
                    <a href={agency.website} target="_blank" rel="noopener noreferrer nofollow">
                      {agency.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </>
              ) : null}
              {agency.languages.length ? (
                <>
                  <dt>{t('agents.languages')}</dt>
                  <dd>
                    <LanguageList codes={agency.languages} />
                  </dd>
                </>
              ) : null}
            </dl>
            {agency.has_phone ? <PhoneReveal kind="agencies" id={agency.id} /> : null}
          </aside>
        </div>
        {data.team.length ? (
          <section className={styles.section} aria-labelledby="agency-team">
            <h2 id="agency-team">{t('agency.team')}</h2>
            <ul className={`${primitives.bare} ${styles.cards}`} data-testid="agency-team">
              {data.team.map((agent) => (
                <li key={agent.id}>
                  <AgentCardView agent={agent} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <OwnerListings lang={lang} url={agency.url} filter={data.filter} list={data.list} />
      </div>
    </PageFrame>
  );
}

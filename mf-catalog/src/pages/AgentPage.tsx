import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { NotFound, PageFrame, primitives, usePageData, usePageHead, type PageProps } from '@realty/shared';
import { MessageButton } from '@realty/shared/messaging';
import { LanguageList } from '../agents/LanguageList';
import { OwnerListings } from '../agents/OwnerListings';
import { PageState } from '../agents/PageState';
import { PhoneReveal } from '../agents/PhoneReveal';
import styles from '../agents/Agents.module.css';

/** An agent (`real-estate-agent/{id}-{name}`): profile, contacts (phone behind a reveal), languages, listings. */
export default function AgentPage({ lang, route }: PageProps) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const page = usePageData('agent', pathname + search);
  const data = page.state === 'ready' ? page.data : null;
  usePageHead(data ? { title: data.agent.name, description: data.description, canonical: data.canonical } : null);
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  if (!data) return <PageFrame lang={lang} route={route}>{page.state === 'ready' ? null : <PageState state={page.state} />}</PageFrame>;
  const { agent } = data;
  return (
    <PageFrame lang={lang} route={route} title={agent.name}>
      <div className={styles.page} data-testid="agent-page">
        <div className={styles.profile}>
          <div className={styles.about}>
            {agent.photo ? <img src={agent.photo} alt="" width={120} height={120} className={styles.bigPhoto} /> : null}
            <div className={styles.text}>
              {agent.post ? <strong>{agent.post}</strong> : null}
              {agent.agency ? (
                <Link to={agent.agency.url} className={styles.agency}>
                  {agent.agency.logo ? <img src={agent.agency.logo} alt="" width={24} height={24} /> : null}
                  {agent.agency.name}
                </Link>
              ) : null}
              {agent.licence ? <span className={primitives.note}>{t('agents.licence', { licence: agent.licence })}</span> : null}
              {agent.city ? <span>{agent.city}</span> : null}
            </div>
          </div>
          <aside className={styles.contacts} aria-labelledby="agent-contacts">
            <h2 id="agent-contacts">{t('agents.contacts')}</h2>
            {agent.languages.length ? (
              <dl>
                <dt>{t('agents.languages')}</dt>
                <dd>
                  <LanguageList codes={agent.languages} />
                </dd>
              </dl>
            ) : null}
            {agent.has_phone ? <PhoneReveal kind="agents" id={agent.id} /> : null}
            {/* A conversation with the agent on the site (issue 30); not on one's own page. */}
            <MessageButton lang={lang} target={{ agent_id: agent.id }} ownerId={agent.id} label={t('agents.message')} />
          </aside>
        </div>
        <OwnerListings lang={lang} url={agent.url} filter={data.filter} list={data.list} />
      </div>
    </PageFrame>
  );
}

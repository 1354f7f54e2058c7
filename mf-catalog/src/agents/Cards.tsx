import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { primitives, type AgencyCard, type AgentCard } from '@realty/shared';
import { LanguageList } from './LanguageList';
import styles from './Agents.module.css';

/** An agent's card: photo, name, post, agency logo, licence, active listings (PRODUCT.md §3). */
export function AgentCardView({ agent }: { agent: AgentCard }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={agent.url} className={styles.card} data-testid="agent-card">
      {agent.photo ? (
        <img src={agent.photo} alt="" width={72} height={72} loading="lazy" decoding="async" className={styles.photo} />
      ) : (
        <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
          {agent.name.slice(0, 1)}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name}>{agent.name}</span>
        {agent.post ? <span>{agent.post}</span> : null}
        {agent.agency ? (
          <span className={styles.agency}>
            {agent.agency.logo ? <img src={agent.agency.logo} alt="" width={20} height={20} loading="lazy" /> : null}
            {agent.agency.name}
          </span>
        ) : null}
        {agent.licence ? <span className={primitives.note}>{t('agents.licence', { licence: agent.licence })}</span> : null}
        {agent.languages.length ? (
          <span className={primitives.note}>
            <LanguageList codes={agent.languages} />
          </span>
        ) : null}
        <span className={primitives.note}>{t('agents.listings', { count: agent.listings })}</span>
      </span>
    </Link>
  );
}

/** An agency's card: logo, name, city, licence, agents and listings counts. */
export function AgencyCardView({ agency }: { agency: AgencyCard }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={agency.url} className={styles.card} data-testid="agency-card">
      {agency.logo ? (
        <img src={agency.logo} alt="" width={72} height={72} loading="lazy" decoding="async" className={styles.logo} />
      ) : (
        <span className={`${styles.logo} ${styles.initials}`} aria-hidden="true">
          {agency.name.slice(0, 1)}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name}>{agency.name}</span>
        {agency.city ? <span>{agency.city}</span> : null}
        {agency.licence ? <span className={primitives.note}>{t('agents.licence', { licence: agency.licence })}</span> : null}
        <span className={primitives.note}>{t('agencies.agents', { count: agency.agents })}</span>
        <span className={primitives.note}>{t('agents.listings', { count: agency.listings })}</span>
      </span>
    </Link>
  );
}

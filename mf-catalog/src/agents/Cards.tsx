import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { primitives, type AgencyCard, type AgentCard } from '@realty/shared';
import { CardAgency, CardPicture } from './CardPicture';
import { LanguageList } from './LanguageList';
import styles from './Agents.module.css';

/** An agent's card: photo, name, post, agency logo, licence, active listings (PRODUCT.md §3). */
export function AgentCardView({ agent }: { agent: AgentCard }) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={agent.url} className={styles.card} data-testid="agent-card">
      <CardPicture src={agent.photo} name={agent.name} size={72} className={styles.photo} initialClassName={`${styles.photo} ${styles.initials}`} />
      <span className={styles.text}>
        <span className={styles.name}>{agent.name}</span>
        {agent.post ? <span>{agent.post}</span> : null}
        {agent.agency ? <CardAgency agency={agent.agency} className={styles.agency} /> : null}
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
      <CardPicture src={agency.logo} name={agency.name} size={72} className={styles.logo} initialClassName={`${styles.logo} ${styles.initials}`} />
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

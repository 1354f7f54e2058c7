import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { primitives, type AgencyCard, type AgentCard } from '@realty/shared';
import { CardAgency, CardPicture } from './CardPicture';
import { LanguageList } from './LanguageList';
import styles from './Agents.module.css';

/** An agent's card: photo, name, post, agency logo, licence, active listings (PRODUCT.md §3). */
export function AgentCardView({ agent }: { agent: AgentCard }) {
  return (
    <DirectoryCard url={agent.url} testId="agent-card" picture={agent.photo} pictureClassName={styles.photo} name={agent.name} listings={agent.listings}>
      {agent.post ? <span>{agent.post}</span> : null}
      {agent.agency ? <CardAgency agency={agent.agency} className={styles.agency} /> : null}
      <Licence licence={agent.licence} />
      {agent.languages.length ? (
        <span className={primitives.note}>
          <LanguageList codes={agent.languages} />
        </span>
      ) : null}
    </DirectoryCard>
  );
}

/** An agency's card: logo, name, city, licence, agents and listings counts. */
export function AgencyCardView({ agency }: { agency: AgencyCard }) {
  const { t } = useTranslation('catalog');
  return (
    <DirectoryCard url={agency.url} testId="agency-card" picture={agency.logo} pictureClassName={styles.logo} name={agency.name} listings={agency.listings}>
      {agency.city ? <span>{agency.city}</span> : null}
      <Licence licence={agency.licence} />
      <span className={primitives.note}>{t('agencies.agents', { count: agency.agents })}</span>
    </DirectoryCard>
  );
}

/** The frame of both cards: a link with the picture (or the initials), the name, the card's own lines (`children`) and the active listings. */
function DirectoryCard({ url, testId, picture, pictureClassName, name, listings, children }: {
  url: string;
  testId: string;
  picture: string | null;
  pictureClassName: string | undefined;
  name: string;
  listings: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  return (
    <Link to={url} className={styles.card} data-testid={testId}>
      <CardPicture src={picture} name={name} size={72} className={pictureClassName} initialClassName={`${pictureClassName} ${styles.initials}`} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {children}
        <span className={primitives.note}>{t('agents.listings', { count: listings })}</span>
      </span>
    </Link>
  );
}

function Licence({ licence }: { licence: string | null }) {
  const { t } = useTranslation('catalog');
  return licence ? <span className={primitives.note}>{t('agents.licence', { licence })}</span> : null;
}

import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass, pathTo, primitives, type Lang, type ListingDetail } from '@realty/shared';
import { MessageButton } from '@realty/shared/messaging';
import type { ListingStore } from '../stores/listing.store';
import { displayPhone, whatsappLink } from './phone';
import styles from './Listing.module.css';

export interface AgentBlockProps {
  lang: Lang;
  listing: ListingDetail;
  store: ListingStore;
  /** The "Message" button (issue 30): not on a hidden listing, which takes no contact. */
  canMessage?: boolean;
}

/**
 * Who to call: the agent's photo, name and post, the agency's logo and licence, a link to the agent's page, the
 * contact name entered for this listing (when it is not the account's name), and "show phone". The number comes from the reveal call only (it is in neither the HTML nor the page data before); then it is
 * a tel: link with a WhatsApp link beside it.
 */
export const AgentBlock = observer(function AgentBlock({ lang, listing, store, canMessage = true }: AgentBlockProps) {
  const { t } = useTranslation('listing');
  const { agent, agency } = listing;
  const phone = store.phone;
  // An agent links to their page and shows their post; a private owner has no page and is named as the owner.
  const role = agent?.url ? agent.post : t('agent.owner');
  // The button is gone once the number shows: the focus goes to the number instead of falling to <body>.
  const revealed = useRef<HTMLAnchorElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (phone.state !== 'shown' || !asked.current) return;
    asked.current = false;
    revealed.current?.focus();
  }, [phone.state]);
  return (
    <section className={`${primitives.panel} ${styles.card}`} aria-labelledby="listing-agent" data-testid="agent-block">
      <h2 id="listing-agent" className={styles.cardTitle}>
        {t('agent.title')}
      </h2>
      {agent ? (
        <div className={styles.agent}>
          {agent.photo ? (
            <img className={styles.agentPhoto} src={agent.photo} alt="" width={64} height={64} loading="lazy" decoding="async" />
          ) : (
            <span className={styles.agentInitials} aria-hidden="true">
              {agent.name.charAt(0)}
            </span>
          )}
          <div>
            {agent.url ? (
              <Link className={styles.agentName} to={agent.url}>
                {agent.name}
              </Link>
            ) : (
              <span className={styles.agentName}>{agent.name}</span>
            )}
            {role ? <p className={styles.agentPost}>{role}</p> : null}
          </div>
        </div>
      ) : null}
      {agency ? (
        <div className={styles.agency}>
          {agency.logo ? <img className={styles.agencyLogo} src={agency.logo} alt={agency.name} width={96} height={40} loading="lazy" decoding="async" /> : null}
          <div>
            <Link to={pathTo(lang, 'agency', String(agency.id))}>{agency.name}</Link>
            {agency.licence ? <p className={styles.agentPost}>{t('agent.licence', { licence: agency.licence })}</p> : null}
          </div>
        </div>
      ) : null}
      {listing.contact_name && listing.contact_name !== agent?.name ? (
        <p className={styles.contactName} data-testid="contact-name">
          {t('agent.contactName', { name: listing.contact_name })}
        </p>
      ) : null}
      {listing.has_phone ? (
        phone.state === 'shown' ? (
          <p className={styles.phoneRow}>
            <a className={buttonClass({ block: true })} href={`tel:${phone.phone}`} ref={revealed} data-testid="phone-link">
              {displayPhone(phone.phone)}
            </a>
            <a className={buttonClass({ variant: 'secondary', block: true })} href={whatsappLink(phone.phone)} target="_blank" rel="noopener noreferrer">
              {t('agent.whatsapp')}
            </a>
          </p>
        ) : (
          <>
            <Button block busy={phone.state === 'loading'} busyLabel={t('agent.phoneLoading')} onClick={() => {
                asked.current = true;
                void store.showPhone(t('agent.phoneFailed'));
              }} data-testid="show-phone" data-replay="">
              {t('agent.showPhone')}
            </Button>
            {phone.state === 'failed' ? (
              <p className={styles.error} role="alert">
                {phone.message}
              </p>
            ) : null}
          </>
        )
      ) : (
        <p className={primitives.muted}>{t('agent.noPhone')}</p>
      )}
      {/* A conversation on the site instead of a number (issue 30); never shown to the listing's own owner. */}
      {canMessage ? <MessageButton lang={lang} target={{ realty_id: listing.id }} ownerId={listing.agent?.id} label={t('agent.message')} /> : null}
    </section>
  );
});

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatArea, primitives, useCommonT } from '@realty/shared';
import type { Lang } from '../routes';
import type { ListingCardData as CardData } from '../schemas/catalog';
import { CardGallery } from './CardGallery';
import { FavoriteButton } from './FavoriteButton';
import styles from './ListingCard.module.css';
import { PriceTag } from './PriceTag';
import { EidsBadge } from './EidsBadge';
import { PromotionBadges } from './PromotionBadges';
import { rememberCard } from '@realty/shared/prefetch';
import { CompareToggle } from './CompareToggle';

export interface ListingCardProps {
  card: CardData;
  lang: Lang;
  /** The first cards of a page load their photo at once. */
  priority?: boolean;
  /** Extra content under the card (status and actions on My listings). */
  footer?: ReactNode;
  /** Shown greyed with this note (a favourite that was hidden or sold). */
  inactiveNote?: string;
  /** Its links may prefetch the listing's reply (default; off where the listing may not be public: the back office). */
  prefetch?: boolean;
}

/**
 * The one listing card (DESIGN.md): gallery, title, place, price in the visitor's currency (and the listing's own),
 * price per m², short description, rooms/area/floor, agent and the favourite toggle; the title links to the listing.
 * Used by the home page, the catalogue, similar and nearby ads, favorites and my listings.
 */
export function ListingCard({ card, lang, priority = false, footer, inactiveNote, prefetch = true }: ListingCardProps) {
  const t = useCommonT();
  // One listing can be on a page twice (promoted strip and results, similar and nearby): an id per card, not per listing.
  const titleId = useId();
  const c = card.characteristics;
  // "Floor 3 of 8"; floor 0 is the ground floor ("Ground floor of 8", "Zemin kat / 8"), never "Floor 0".
  const floorFact = (floor: number | null, floors: number | null): string | null => {
    if (floor === null) return null;
    if (floor === 0) return floors ? t('card.groundFloorOf', { floors }) : t('card.groundFloor');
    return floors ? t('card.floorOf', { floor, floors }) : t('card.floor', { floor });
  };
  const facts = [
    c.rooms ? t('card.rooms', { rooms: c.rooms }) : null,
    c.area ? formatArea(c.area, lang) : null,
    floorFact(c.floor, c.floors),
  ].filter((fact): fact is string => fact !== null);
  return (
    <article
      className={`${styles.card} ${inactiveNote ? styles.inactive : ''} ${card.promotions?.includes('highlight') ? styles.highlighted : ''}`}
      data-testid="listing-card"
      data-id={card.id}
      // An active listing's reply may be fetched when a pointer or a finger comes to one of its links (shell/src/remotes/intent.ts).
      data-prefetch={inactiveNote || !prefetch ? undefined : ''}
      aria-labelledby={titleId}
      // Any of its links (title, photo, slider) opens the listing: the page paints its head from this card meanwhile.
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) rememberCard(card);
      }}
    >
      <PromotionBadges kinds={card.promotions} />
      <CardGallery photos={card.gallery} count={card.photo_count} alt={card.title} href={card.url} priority={priority} />
      <FavoriteButton id={card.id} title={card.title} className={styles.cardFavorite} />
      <div className={styles.body}>
        <PriceTag lang={lang} price={card.price} dealType={card.deal_type} area={c.area} />
        <h3 className={styles.title} id={titleId}>
          <Link to={card.url} className={styles.link}>
            {card.title}
          </Link>
        </h3>
        <p className={primitives.note}>{card.place.label}</p>
        <EidsBadge status={card.eids_status} />
        {facts.length ? (
          <ul className={styles.facts} data-testid="card-facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {card.short_description ? <p className={styles.text}>{card.short_description}</p> : null}
        {card.agent ? (
          <p className={styles.agent}>
            {card.agent.photo ? <img src={card.agent.photo} alt="" width={32} height={32} loading="lazy" decoding="async" className={styles.agentPhoto} /> : null}
            <span>
              <span className={styles.agentRole}>{card.agent.url ? t('card.agent') : t('card.owner')}: </span>
              {card.agent.name}
            </span>
          </p>
        ) : null}
        {inactiveNote ? <p className={styles.note}>{inactiveNote}</p> : null}
        {inactiveNote || !prefetch ? null : <CompareToggle id={card.id} lang={lang} />}
        {footer}
      </div>
    </article>
  );
}

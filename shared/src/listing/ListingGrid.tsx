import type { ReactNode } from 'react';
import type { Lang } from '../routes';
import type { ListingCardData as CardData } from '../schemas/catalog';
import { ListingCard } from './ListingCard';
import styles from './ListingCard.module.css';

export interface ListingGridProps {
  cards: readonly CardData[];
  lang: Lang;
  /** How many first cards load their photo at once (above the fold). */
  priorityCount?: number;
  /** Per-card extra content (actions on My listings). */
  footer?: (card: CardData) => ReactNode;
  /** Per-card note that greys the card out (a favourite that was hidden or sold). */
  inactiveNote?: (card: CardData) => string | undefined;
  label?: string;
  testId?: string;
}

/** Cards in a responsive grid (a list for screen readers). */
export function ListingGrid({ cards, lang, priorityCount = 0, footer, inactiveNote, label, testId = 'listing-grid' }: ListingGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-testid={testId}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ListingCard card={card} lang={lang} priority={index < priorityCount} footer={footer?.(card)} inactiveNote={inactiveNote?.(card)} />
        </li>
      ))}
    </ul>
  );
}

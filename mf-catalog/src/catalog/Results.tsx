import { memo, startTransition, useEffect, useState } from 'react';
import { type Lang, type ListingCardData } from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';

/** Cards above the fold on a wide screen load their photo at once. */
export const PRIORITY_CARDS = 4;
/**
 * A new list paints this many cards in its first frame: the cards above the fold (at 1280×900 the grid's first row of
 * four starts at 617 px and the second at 1145 px; a phone shows one), the rest follow in the next frames.
 */
export const FIRST_CARDS = PRIORITY_CARDS;

export interface ResultsProps {
  cards: ListingCardData[];
  lang: Lang;
  label: string;
}

/**
 * The result cards. A new list (another filter, sort or page) paints its first cards in the frame its reply arrives
 * in and the rest right after, in a transition (twenty cards at once were most of that frame on a slow phone); the
 * list is aria-busy until complete. The first render (the server's HTML, hydration) and "show more" render every
 * card. Memoized: the render that marks the list pending does not touch the cards.
 */
export const Results = memo(function Results({ cards, lang, label }: ResultsProps) {
  const [shown, setShown] = useState({ cards, count: cards.length });
  if (shown.cards !== cards) {
    // "Show more" appends to the same list: the cards on screen stay, the new ones follow.
    const appended = shown.cards.length > 0 && cards[0] === shown.cards[0];
    setShown({ cards, count: appended ? shown.count : Math.min(FIRST_CARDS, cards.length) });
  }
  const complete = shown.count >= cards.length;
  useEffect(() => {
    if (!complete) startTransition(() => setShown({ cards, count: cards.length }));
  }, [complete, cards]);
  return (
    <div aria-busy={!complete} data-testid="catalog-results-list">
      <ListingGrid cards={complete ? cards : cards.slice(0, shown.count)} lang={lang} priorityCount={PRIORITY_CARDS} label={label} testId="catalog-results" />
    </div>
  );
});

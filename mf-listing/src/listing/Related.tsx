import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ListingGrid, type Lang, type ListingCardData } from '@realty/shared';
import styles from './Listing.module.css';

/** PRODUCT.md §4/§9: on narrow screens (< 1000 px) related lists show 3 cards until "more". */
export const NARROW_COUNT = 3;
const NARROW = '(max-width: 999px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** Similar or nearby listings as the shared cards. */
export function Related({ lang, id, title, cards, testId }: { lang: Lang; id: string; title: string; cards: readonly ListingCardData[]; testId: string }) {
  const { t } = useTranslation('listing');
  const narrow = useNarrow();
  const [all, setAll] = useState(false);
  if (!cards.length) return null;
  const shown = narrow && !all ? cards.slice(0, NARROW_COUNT) : cards;
  return (
    <section className={styles.related} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ListingGrid cards={shown} lang={lang} label={title} testId={testId} />
      {shown.length < cards.length ? (
        <p className={styles.more}>
          <Button variant="secondary" onClick={() => setAll(true)}>
            {t('related.more')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type Lang, type ListingCardData } from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';
import styles from './Listing.module.css';

/** PRODUCT.md §4/§9: on narrow screens (< 1000 px) related lists show 3 cards until "more" (CSS: the server's HTML is right at any width). */
export const NARROW_COUNT = 3;

/** Similar or nearby listings as the shared cards. */
export function Related({ lang, id, title, cards, testId }: { lang: Lang; id: string; title: string; cards: readonly ListingCardData[]; testId: string }) {
  const { t } = useTranslation('listing');
  const [all, setAll] = useState(false);
  if (!cards.length) return null;
  const collapsed = !all && cards.length > NARROW_COUNT;
  return (
    <section className={styles.related} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={collapsed ? styles.firstThree : undefined}>
        <ListingGrid cards={cards} lang={lang} label={title} testId={testId} />
      </div>
      {collapsed ? (
        <p className={styles.more}>
          <Button variant="secondary" onClick={() => setAll(true)}>
            {t('related.more')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}

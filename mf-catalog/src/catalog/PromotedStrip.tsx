import { useTranslation } from 'react-i18next';
import { type Lang, type ListingCardData } from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';
import styles from './Catalog.module.css';

/**
 * Paid placements matching the filter (page 1 only; premium before top, then the chosen sort), above the results. The
 * results keep the sort the visitor chose; a promoted listing is not repeated there (CatalogStore drops it from the results on screen).
 */
export function PromotedStrip({ cards, lang }: { cards: readonly ListingCardData[] | undefined; lang: Lang }) {
  const { t } = useTranslation('catalog');
  if (!cards?.length) return null;
  return (
    <section className={styles.promoted} aria-labelledby="promoted-title" data-testid="promoted-strip">
      <h2 id="promoted-title" className={styles.promotedTitle}>
        {t('promoted.title')}
      </h2>
      <ListingGrid cards={cards} lang={lang} label={t('promoted.title')} testId="promoted-results" />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatPrice, LISTING_PHOTO_SIZE, primitives, type Lang, type ListingCardData } from '@realty/shared';
import styles from './Listing.module.css';

/**
 * The listing's head painted from the card the visitor clicked (issue 27) while its page reply is on its way: price,
 * place and the first photo (the card's own file, already in the browser's cache) where the gallery will be, in the
 * page's own layout so nothing moves when the rest arrives. The title is the page frame's heading.
 */
export function ListingHead({ lang, card }: { lang: Lang; card: ListingCardData }) {
  const { t } = useTranslation('listing');
  const price = formatPrice(card.price.amount, card.price.currency, lang);
  const photo = card.gallery[0];
  return (
    <div className={styles.page} data-testid="listing-head" aria-busy="true">
      <div className={styles.meta}>
        <p className={styles.headPrice}>{card.deal_type === 'rent' ? t('price.perMonth', { price }) : price}</p>
        <p className={styles.place}>{card.place.label}</p>
      </div>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          {photo ? (
            <div className={styles.bigWrap}>
              <img className={styles.bigPhoto} src={photo} alt={card.title} width={LISTING_PHOTO_SIZE.width} height={LISTING_PHOTO_SIZE.height} />
            </div>
          ) : null}
          <p className={primitives.muted} role="status">
            {t('loading')}
          </p>
        </div>
      </div>
    </div>
  );
}

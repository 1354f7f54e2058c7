import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice, type CurrencyCode, type Lang, type MapListing } from '@realty/shared';
import styles from './Map.module.css';

/** A tapped price marker's listing: photo, price, rooms, area and the link; focus moves to its link. */
export function MiniCard({ listing, currency, lang, onClose }: { listing: MapListing; currency: CurrencyCode; lang: Lang; onClose(): void }) {
  const { t } = useTranslation('catalog');
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus({ preventScroll: true }), [listing.id]);
  return (
    <div className={styles.mini} data-testid="map-mini-card" role="group" aria-label={listing.title}>
      {listing.photo ? <img className={styles.miniPhoto} src={listing.photo} alt="" width={96} height={72} loading="lazy" /> : null}
      <div className={styles.miniBody}>
        <p className={styles.miniPrice}>{formatPrice(listing.price, currency, lang)}</p>
        <p className={styles.miniFacts}>
          {listing.rooms ? <span>{t('map.rooms', { rooms: listing.rooms })}</span> : null}
          {listing.area !== null ? <span>{t('map.area', { area: formatNumber(listing.area, lang) })}</span> : null}
        </p>
        <a ref={link} href={listing.url} className={styles.miniLink}>
          {listing.title}
        </a>
      </div>
      <button type="button" className={styles.miniClose} onClick={onClose} aria-label={t('map.close')}>
        ×
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './Agents.module.css';

/**
 * The office on the map. The shared Yandex Maps loader (issue 10, `shared/src/maps/`) is not in this branch yet, so this
 * is its no-map fallback: the address, the coordinates and a link that opens Yandex Maps at the pin.
 */
export function OfficeMap({ address, lat, lng }: { address: string | null; lat: number | null; lng: number | null }) {
  const { t } = useTranslation('catalog');
  if (!address && (lat === null || lng === null)) return null;
  const pinned = lat !== null && lng !== null;
  return (
    <section className={styles.map} aria-labelledby="office-map" data-testid="office-map">
      <h2 id="office-map">{t('agency.office')}</h2>
      {address ? <p>{address}</p> : null}
      {pinned ? (
        <>
          <p className={styles.muted}>{t('agency.coordinates', { lat: lat.toFixed(5), lng: lng.toFixed(5) })}</p>
          <p>
            <a href={`https://yandex.com/maps/?pt=${lng},${lat}&z=16&l=map`} target="_blank" rel="noopener noreferrer">
              {t('agency.openMap')}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { type Lang } from '@realty/shared';
import { PlaceMap } from '@realty/shared/maps';
import styles from './Agents.module.css';

/**
 * The office on the map: the shared Yandex Maps block (`shared/src/maps`, the one the listing page uses), which falls
 * back on the address, the coordinates and a link to Yandex Maps without a key, network or script. Without a pin
 * only the address is shown.
 */
export function OfficeMap({ lang, name, address, lat, lng }: { lang: Lang; name: string; address: string | null; lat: number | null; lng: number | null }) {
  const { t } = useTranslation('catalog');
  if (!address && (lat === null || lng === null)) return null;
  return (
    <section className={styles.map} aria-labelledby="office-map" data-testid="office-map">
      <h2 id="office-map">{t('agency.office')}</h2>
      {lat !== null && lng !== null ? <PlaceMap lang={lang} coordinates={{ lat, lng }} address={address ?? name} title={name} /> : <p>{address}</p>}
    </section>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type CatalogState } from '@realty/shared';
import { formatNear, parseNear, RADIUS_KM_DEFAULT } from '@realty/shared/schemas';
import styles from './Map.module.css';

const RADII = [1, 2, 5, 10, 20] as const;

export interface PlaceCentre {
  title: string;
  lat: number;
  lng: number;
}

/**
 * A search within a radius of the chosen place's centre: places carry no boundary outlines here (docs/ARCHITECTURE.md
 * "Map search"), so this is how "around Alanya" is asked. Works without the map too (a form of its own).
 */
export function NearControl({ place, filter, onChange }: { place: PlaceCentre; filter: CatalogState; onChange(patch: Partial<CatalogState>): void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [radius, setRadius] = useState<number>(filter.radius_km ?? RADIUS_KM_DEFAULT);
  const active = filter.near ? parseNear(filter.near) : undefined;
  if (active) {
    return (
      <p className={styles.nearActive} data-testid="map-near-active">
        {t('map.nearActive', { radius: filter.radius_km ?? RADIUS_KM_DEFAULT, place: place.title })}{' '}
        <Button size="small" variant="secondary" onClick={() => onChange({ near: undefined, radius_km: undefined })} data-testid="map-near-remove">
          {t('map.nearRemove')}
        </Button>
      </p>
    );
  }
  return (
    <form
      className={styles.near}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ near: formatNear([place.lng, place.lat]), radius_km: radius, polygon: undefined, bbox: undefined });
      }}
      data-testid="map-near"
    >
      <label htmlFor={`${id}-radius`}>{t('map.nearLabel', { place: place.title })}</label>
      <select id={`${id}-radius`} value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
        {RADII.map((km) => (
          <option key={km} value={km}>
            {t('map.km', { km })}
          </option>
        ))}
      </select>
      <Button size="small" type="submit" variant="secondary">
        {t('map.nearSearch')}
      </Button>
    </form>
  );
}

// Multi-choice and range filter fields: rooms (chips), neighbourhoods (a checklist 300 px high), number ranges.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { boundValue } from '../catalog/url';
import { ROOMS, type Rooms } from '../catalog/constants';
import type { Lang } from '../routes';
import type { CodeTitle } from '../schemas/catalog';
import { Field } from '../ui/Field';
import styles from './FilterFields.module.css';
import { loadDistricts } from './options';
import { useOptions } from './useOptions';

const toggle = <T,>(list: readonly T[] | undefined, item: T): T[] =>
  list?.includes(item) ? list.filter((x) => x !== item) : [...(list ?? []), item];

export function RoomsField({ value, onChange }: { value: readonly Rooms[] | undefined; onChange(value: Rooms[]): void }) {
  const { t } = useTranslation('common');
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('filter.rooms')}</legend>
      <div className={styles.chips}>
        {ROOMS.map((room) => (
          <label key={room} className={styles.chip}>
            <input type="checkbox" checked={value?.includes(room) ?? false} onChange={() => onChange(toggle(value, room))} />
            {room}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface DistrictsFieldProps {
  lang: Lang;
  region: string | undefined;
  city: string | undefined;
  value: readonly string[] | undefined;
  onChange(value: string[]): void;
  seed?: CodeTitle[] | undefined;
}

export function DistrictsField({ lang, region, city, value, onChange, seed }: DistrictsFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const list = useOptions(region && city ? `${lang}:districts:${region}:${city}` : null, () => loadDistricts(lang, region ?? '', city ?? ''), seed);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('filter.districts')}</legend>
      {!city ? (
        <p className={styles.muted}>{t('filter.districtsHint')}</p>
      ) : list === null ? (
        <p className={styles.muted}>{t('filter.loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('filter.loadFailed')}</p>
      ) : (
        <ul className={styles.checklist}>
          {list.map((item) => (
            <li key={item.code}>
              <input id={`${id}-${item.code}`} type="checkbox" checked={value?.includes(item.code) ?? false} onChange={() => onChange(toggle(value, item.code))} />
              <label htmlFor={`${id}-${item.code}`}>{item.title}</label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export interface RangeFieldProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  from: number | undefined;
  to: number | undefined;
  onChange(range: { from: number | undefined; to: number | undefined }): void;
}

/** Two number inputs; a bound counts only when set and not negative (PRODUCT.md §5). */
export function RangeField({ legend, fromLabel, toLabel, from, to, onChange }: RangeFieldProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.range}>
        <Field
          label={fromLabel}
          hideLabel
          placeholder={fromLabel}
          type="number"
          min={0}
          inputMode="numeric"
          value={from ?? ''}
          onChange={(event) => onChange({ from: boundValue(event.target.value), to })}
        />
        <Field
          label={toLabel}
          hideLabel
          placeholder={toLabel}
          type="number"
          min={0}
          inputMode="numeric"
          value={to ?? ''}
          onChange={(event) => onChange({ from, to: boundValue(event.target.value) })}
        />
      </div>
    </fieldset>
  );
}

/** "EİDS verified only" (catalogue `eids=verified`). */
export function EidsField({ value, onChange }: { value: 'verified' | undefined; onChange(value: 'verified' | undefined): void }) {
  const { t } = useTranslation('common');
  return (
    <label className={styles.chip}>
      <input type="checkbox" checked={value === 'verified'} onChange={(event) => onChange(event.target.checked ? 'verified' : undefined)} />
      {t('filter.eidsVerified')}
    </label>
  );
}

// Multi-choice and range filter fields: rooms (chips), neighbourhoods (a checklist 300 px high), number ranges.
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { primitives, ROOMS, type CodeTitle, type Lang, type Rooms, useCommonT } from '@realty/shared';
import { Field, SelectField } from '@realty/shared/field';
import { boundValue } from '@realty/shared/catalog';
import styles from './FilterFields.module.css';
import { loadDistricts } from './options';
import { useOptions } from './useOptions';

const toggle = <T,>(list: readonly T[] | undefined, item: T): T[] =>
  list?.includes(item) ? list.filter((x) => x !== item) : [...(list ?? []), item];

/**
 * What a box would make the field if it were toggled, told when the pointer presses it or Space goes down on it, before
 * the click: a change's reply can be asked for while the finger or the button is still down (issue 27).
 */
export type ChoiceIntent<T> = (value: T) => void;

/** Space on a focused box toggles it on key up: the intent comes with the key down. */
const onSpace = (intent: () => void) => (event: KeyboardEvent) => {
  if (event.key === ' ' && !event.repeat) intent();
};
/** The main button or a touch (a right click opens a menu, it toggles nothing). */
const onPress = (intent: () => void) => (event: PointerEvent) => {
  if (event.button === 0) intent();
};

export function RoomsField({ value, onChange, onIntent }: { value: readonly Rooms[] | undefined; onChange(value: Rooms[]): void; onIntent?: ChoiceIntent<Rooms[]> | undefined }) {
  const t = useCommonT();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('filter.rooms')}</legend>
      <div className={styles.chips}>
        {ROOMS.map((room) => {
          const intent = onIntent ? () => onIntent(toggle(value, room)) : undefined;
          return (
            <label key={room} className={styles.chip} onPointerDown={intent && onPress(intent)}>
              <input type="checkbox" name="rooms" value={room} checked={value?.includes(room) ?? false} onChange={() => onChange(toggle(value, room))} onKeyDown={intent && onSpace(intent)} />
              {room}
            </label>
          );
        })}
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

/** The list key that moves the roving focus, and where to (null: not a list key). */
function rovingTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The neighbourhoods: a checklist that is one tab stop (a roving tabindex), so that Tab goes past a hundred of them
 * to the next field and the form's button. The arrow keys, Home and End move inside it; Space ticks.
 */
export function DistrictsField({ lang, region, city, value, onChange, seed }: DistrictsFieldProps) {
  const t = useCommonT();
  const id = useId();
  const list = useOptions(region && city ? `${lang}:districts:${region}:${city}` : null, () => loadDistricts(lang, region ?? '', city ?? ''), seed);
  const [active, setActive] = useState(0);
  const current = list && active < list.length ? active : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!list?.length) return;
    const target = rovingTarget(event.key, current, list.length);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    document.getElementById(`${id}-${list[target]!.code}`)?.focus();
  };
  return (
    <fieldset className={styles.group} aria-describedby={list?.length ? `${id}-keys` : undefined}>
      <legend className={styles.legend}>{t('filter.districts')}</legend>
      {!city ? (
        <p className={primitives.note}>{t('filter.districtsHint')}</p>
      ) : list === null ? (
        <p className={primitives.note}>{t('filter.loading')}</p>
      ) : list.length === 0 ? (
        <p className={primitives.note}>{t('filter.loadFailed')}</p>
      ) : (
        <>
        <p id={`${id}-keys`} className={primitives.visuallyHidden}>
          {t('filter.listKeys')}
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys move between the checkboxes inside */}
        <ul className={styles.checklist} onKeyDown={onKeyDown} data-testid="districts-list">
          {list.map((item, i) => (
            <li key={item.code}>
              <input
                id={`${id}-${item.code}`}
                type="checkbox"
                name="districts"
                value={item.code}
                tabIndex={i === current ? 0 : -1}
                checked={value?.includes(item.code) ?? false}
                onFocus={() => setActive(i)}
                onChange={() => onChange(toggle(value, item.code))}
              />
              <label htmlFor={`${id}-${item.code}`}>{item.title}</label>
            </li>
          ))}
        </ul>
        </>
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
  /** The inputs' names in a form's submission (lower bound, upper bound). */
  names?: readonly [string, string];
}

/** What both bounds' inputs are: numbers not below 0, labelled for screen readers only. */
const BOUND = { hideLabel: true, type: 'number', min: 0, inputMode: 'numeric' } as const;

/** Two number inputs; a bound counts only when set and not negative (PRODUCT.md §5). */
export function RangeField({ legend, fromLabel, toLabel, from, to, onChange, names }: RangeFieldProps) {
  const t = useCommonT();
  // The boxes are narrow in the filter bar: short placeholders ("from", "to"); the full names are their labels.
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.range}>
        <Field label={fromLabel} name={names?.[0]} placeholder={t('filter.rangeFrom')} {...BOUND} value={from ?? ''} onChange={(event) => onChange({ from: boundValue(event.target.value), to })} />
        <Field label={toLabel} name={names?.[1]} placeholder={t('filter.rangeTo')} {...BOUND} value={to ?? ''} onChange={(event) => onChange({ from, to: boundValue(event.target.value) })} />
      </div>
    </fieldset>
  );
}

/** "EİDS verified only" (catalogue `eids=verified`). */
export function EidsField({ value, onChange, onIntent }: { value: 'verified' | undefined; onChange(value: 'verified' | undefined): void; onIntent?: ChoiceIntent<'verified' | undefined> | undefined }) {
  const t = useCommonT();
  const intent = onIntent ? () => onIntent(value === 'verified' ? undefined : 'verified') : undefined;
  return (
    <label className={styles.chip} onPointerDown={intent && onPress(intent)}>
      <input type="checkbox" name="eids" value="verified" checked={value === 'verified'} onChange={(event) => onChange(event.target.checked ? 'verified' : undefined)} onKeyDown={intent && onSpace(intent)} />
      {t('filter.eidsVerified')}
    </label>
  );
}

const PRICE_NAMES = ['price_from', 'price_to'] as const;

/** The price range; its legend names the currency of the bounds (the URL's, or the one a new bound will be in). */
export function PriceRangeField({ currency, ...range }: { currency: string } & Pick<RangeFieldProps, 'from' | 'to' | 'onChange'>) {
  const t = useCommonT();
  return <RangeField legend={t('filter.price', { currency })} fromLabel={t('filter.priceFrom')} toLabel={t('filter.priceTo')} names={PRICE_NAMES} {...range} />;
}

const ENERGY_CLASS_LIST = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
type EnergyClassCode = (typeof ENERGY_CLASS_LIST)[number];

/**
 * Energy class (catalogue `energy=A,B`): "class C or better" is what a buyer asks (the class moves a mortgage's
 * loan-to-value, issue 29), one select rather than seven boxes. A URL's list that is not "X or better" stays as it is.
 */
export function EnergyField({ value, onChange }: { value: readonly EnergyClassCode[] | undefined; onChange(value: EnergyClassCode[]): void }) {
  const t = useCommonT();
  const list = value ?? [];
  const best = list.length ? ENERGY_CLASS_LIST[list.length - 1] : undefined;
  const isPrefix = list.every((code, i) => code === ENERGY_CLASS_LIST[i]);
  const custom = list.length > 0 && !isPrefix ? list.join(',') : undefined;
  return (
    <SelectField
      label={t('filter.energy')}
      name="energy"
      value={custom ?? best ?? ''}
      onChange={(event) => {
        const at = ENERGY_CLASS_LIST.indexOf(event.target.value as EnergyClassCode);
        if (event.target.value === custom) return;
        onChange(at === -1 ? [] : [...ENERGY_CLASS_LIST.slice(0, at + 1)]);
      }}
    >
      <option value="">{t('filter.energyAny')}</option>
      {custom ? <option value={custom}>{custom}</option> : null}
      <option value="A">A</option>
      {ENERGY_CLASS_LIST.slice(1, 5).map((code) => (
        <option key={code} value={code}>
          {t('filter.energyOrBetter', { code })}
        </option>
      ))}
    </SelectField>
  );
}

/** "Built under the 2007 earthquake code or later / the 2018 code" (catalogue `code_from`). */
export function CodeFromField({ value, onChange }: { value: 'code_2007' | 'tbdy_2018' | undefined; onChange(value: 'code_2007' | 'tbdy_2018' | undefined): void }) {
  const t = useCommonT();
  return (
    <SelectField
      label={t('filter.codeFrom')}
      name="code_from"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === 'code_2007' || event.target.value === 'tbdy_2018' ? event.target.value : undefined)}
    >
      <option value="">{t('filter.codeAny')}</option>
      <option value="code_2007">{t('filter.code2007')}</option>
      <option value="tbdy_2018">{t('filter.code2018')}</option>
    </SelectField>
  );
}

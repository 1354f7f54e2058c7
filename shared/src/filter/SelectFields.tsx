// Single-choice filter fields: deal type, property type, province, district, sort. Native selects (usable on
// phones, accessible); a list still loading shows one 'Loading…' entry (PRODUCT.md §8).
import { DEAL_TYPES, SORTS, type CodeTitle, type DealType, type Lang, type Sort, useCommonT } from '@realty/shared';
import { SelectField } from '@realty/shared/field';
import { loadCities, loadDealOptions } from './options';
import { useOptions, type OptionList } from './useOptions';

export const DEAL_LABEL_KEYS: Record<DealType, string> = {
  sale: 'filter.deal.sale',
  rent: 'filter.deal.rent',
  newprojects: 'filter.deal.newprojects',
};

export const SORT_LABEL_KEYS: Record<Sort, string> = {
  newest: 'filter.sorts.newest',
  price_asc: 'filter.sorts.price_asc',
  price_desc: 'filter.sorts.price_desc',
  area_desc: 'filter.sorts.area_desc',
  area_asc: 'filter.sorts.area_asc',
};

function Options({ list, anyLabel }: { list: OptionList; anyLabel: string }) {
  const t = useCommonT();
  if (list === null)
    return (
      <option value="" disabled>
        {t('filter.loading')}
      </option>
    );
  return (
    <>
      <option value="">{anyLabel}</option>
      {list.map((item) => (
        <option key={item.code} value={item.code}>
          {item.title}
        </option>
      ))}
    </>
  );
}

export function DealTypeField({ value, onChange }: { value: DealType | undefined; onChange(value: DealType): void }) {
  const t = useCommonT();
  return (
    <SelectField label={t('filter.dealType')} name="dealType" value={value ?? 'sale'} onChange={(event) => onChange(event.target.value as DealType)}>
      {DEAL_TYPES.map((deal) => (
        <option key={deal} value={deal}>
          {t(DEAL_LABEL_KEYS[deal])}
        </option>
      ))}
    </SelectField>
  );
}

export interface PropertyTypeFieldProps {
  lang: Lang;
  dealType: DealType | undefined;
  value: string | undefined;
  onChange(value: string | undefined): void;
  seed?: CodeTitle[] | undefined;
}

export function PropertyTypeField({ lang, dealType, value, onChange, seed }: PropertyTypeFieldProps) {
  const t = useCommonT();
  const list = useOptions(`${lang}:types:${dealType ?? 'all'}`, async () => (await loadDealOptions(lang, dealType)).propertyType, seed);
  return (
    <SelectField label={t('filter.propertyType')} name="propertyType" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
      <Options list={list} anyLabel={t('filter.anyType')} />
    </SelectField>
  );
}

export interface PlaceSelectProps {
  lang: Lang;
  value: string | undefined;
  onChange(value: string | undefined): void;
  seed?: CodeTitle[] | undefined;
}

export function RegionField({ lang, value, onChange, seed }: PlaceSelectProps) {
  const t = useCommonT();
  const list = useOptions(`${lang}:regions`, async () => (await loadDealOptions(lang, undefined)).regions, seed);
  return (
    <SelectField label={t('filter.region')} name="region" value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
      <Options list={list} anyLabel={t('filter.anyRegion')} />
    </SelectField>
  );
}

export function CityField({ lang, region, value, onChange, seed }: PlaceSelectProps & { region: string | undefined }) {
  const t = useCommonT();
  const list = useOptions(region ? `${lang}:cities:${region}` : null, () => loadCities(lang, region ?? ''), seed);
  return (
    <SelectField
      label={t('filter.city')}
      name="city"
      value={value ?? ''}
      disabled={!region}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <Options list={list} anyLabel={t('filter.anyCity')} />
    </SelectField>
  );
}

/** The sort; `form` ties it to a filter form elsewhere on the page (its GET submission carries the sort). */
export function SortField({ value, onChange, form }: { value: Sort; onChange(value: Sort): void; form?: string }) {
  const t = useCommonT();
  return (
    <SelectField label={t('filter.sort')} name="sort" form={form} value={value} onChange={(event) => onChange(event.target.value as Sort)}>
      {SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(SORT_LABEL_KEYS[sort])}
        </option>
      ))}
    </SelectField>
  );
}

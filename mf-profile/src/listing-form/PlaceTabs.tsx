// Tab 1 (type and location, with the map pin typed as coordinates); tab 2 is ParametersTab.
import { useTranslation } from 'react-i18next';
import { type DealType } from '@realty/shared';
import { SelectField } from '@realty/shared/field';
import {
  loadDealOptions,
  loadCities,
  loadDistricts,
  useOptions,
  DEAL_LABEL_KEYS,
  type OptionList,
} from '@realty/shared/filter';
import { PinMap, coordinateText, pinOf } from '@realty/shared/maps';
import { DEAL_TYPES } from '@realty/shared/schemas';
import { PIN_BOUNDS } from '@realty/shared/contracts/listing';
import { TextInput, text, type TabProps } from './fields';
import styles from './ListingForm.module.css';

function ListOptions({ list }: { list: OptionList }) {
  const { t } = useTranslation('profile');
  if (list === null)
    return (
      <option value="" disabled>
        {t('form.loading')}
      </option>
    );
  return (
    <>
      {list.map((item) => (
        <option key={item.code} value={item.code}>
          {item.title}
        </option>
      ))}
    </>
  );
}

export function LocationTab(p: TabProps) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { lang, values, errors, set } = p;
  const region = text(values.region);
  const city = text(values.city);
  const options = useOptions(`${lang}:form:options`, async () => (await loadDealOptions(lang, undefined)).regions);
  const types = useOptions(`${lang}:form:types`, async () => (await loadDealOptions(lang, undefined)).propertyType);
  const cities = useOptions(region ? `${lang}:cities:${region}` : null, () => loadCities(lang, region));
  const districts = useOptions(region && city ? `${lang}:districts:${region}:${city}` : null, () => loadDistricts(lang, region, city));
  return (
    <div className={styles.grid}>
      <SelectField label={t('form.dealType')} required value={text(values.deal_type)} error={errors.deal_type?.[0]} onChange={(e) => set({ deal_type: e.target.value })}>
        {DEAL_TYPES.map((deal: DealType) => (
          <option key={deal} value={deal}>
            {tc(DEAL_LABEL_KEYS[deal])}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('form.propertyType')} required value={text(values.property_type)} error={errors.property_type?.[0]} onChange={(e) => set({ property_type: e.target.value })}>
        <option value="">{t('form.choose')}</option>
        <ListOptions list={types} />
      </SelectField>
      <SelectField label={t('form.region')} required value={region} error={errors.region?.[0]} onChange={(e) => set({ region: e.target.value, city: '', district: '' })}>
        <option value="">{t('form.choose')}</option>
        <ListOptions list={options} />
      </SelectField>
      <SelectField label={t('form.city')} required disabled={!region} value={city} error={errors.city?.[0]} onChange={(e) => set({ city: e.target.value, district: '' })}>
        <option value="">{t('form.choose')}</option>
        <ListOptions list={cities} />
      </SelectField>
      <SelectField label={t('form.district')} disabled={!city} value={text(values.district)} error={errors.district?.[0]} onChange={(e) => set({ district: e.target.value })}>
        <option value="">{t('form.choose')}</option>
        <ListOptions list={districts} />
      </SelectField>
      <TextInput name="address" label={t('form.address')} p={p} maxLength={300} />
      <fieldset className={styles.wide}>
        <legend>{t('form.pin')}</legend>
        <PinMap
          lang={lang}
          pin={pinOf(values.lat, values.lng)}
          bounds={PIN_BOUNDS}
          label={t('form.pinMap')}
          onPin={(pin) => set({ lat: coordinateText(pin.lat), lng: coordinateText(pin.lng) })}
        />
        <div className={styles.pair}>
          <TextInput name="lat" label={t('form.lat')} p={p} required inputMode="decimal" hint={t('form.latHint')} />
          <TextInput name="lng" label={t('form.lng')} p={p} required inputMode="decimal" hint={t('form.lngHint')} />
        </div>
      </fieldset>
    </div>
  );
}

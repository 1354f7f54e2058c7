// Tabs 1 (type and location, with the map pin typed as coordinates) and 2 (parameters, per property type).
import { useTranslation } from 'react-i18next';
import { SelectField, type DealType } from '@realty/shared';
import {
  loadDealOptions,
  loadCities,
  loadDistricts,
  useOptions,
  DEAL_LABEL_KEYS,
  type OptionList,
} from '@realty/shared/filter';
import { PinMap, coordinateText, pinOf } from '@realty/shared/maps';
import { DEAL_TYPES, ROOMS } from '@realty/shared/schemas';
import {
  FEATURE_CODES,
  type FeatureCode,
  type Heating,
  HEATING,
  PIN_BOUNDS,
  TYPES_WITHOUT_BUILDING,
  TYPES_WITHOUT_ROOMS,
} from '@realty/shared/contracts/listing';
import { BuildingFacts } from './BuildingFacts';
import { CheckInput, TextInput, text, type TabProps } from './fields';
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

const HEATING_KEYS: Record<Heating, string> = {
  none: 'form.heating.none',
  central: 'form.heating.central',
  combi: 'form.heating.combi',
  floor: 'form.heating.floor',
  air: 'form.heating.air',
  stove: 'form.heating.stove',
};

const FEATURE_KEYS: Record<FeatureCode, string> = {
  pool: 'form.feature.pool',
  sea_view: 'form.feature.sea_view',
  parking: 'form.feature.parking',
  elevator: 'form.feature.elevator',
  furnished: 'form.feature.furnished',
  security: 'form.feature.security',
  gym: 'form.feature.gym',
  sauna: 'form.feature.sauna',
  garden: 'form.feature.garden',
  balcony: 'form.feature.balcony',
  air_conditioning: 'form.feature.air_conditioning',
  playground: 'form.feature.playground',
  generator: 'form.feature.generator',
  citizenship: 'form.feature.citizenship',
};

export function ParametersTab(p: TabProps) {
  const { t } = useTranslation('profile');
  const { values, errors, set } = p;
  const type = text(values.property_type);
  const rooms = !TYPES_WITHOUT_ROOMS.includes(type);
  const building = !TYPES_WITHOUT_BUILDING.includes(type);
  const features = Array.isArray(values.features) ? (values.features as string[]) : [];
  const toggle = (code: string, on: boolean) => set({ features: on ? [...features, code] : features.filter((f) => f !== code) });
  return (
    <div className={styles.grid}>
      {rooms ? (
        <SelectField label={t('form.rooms')} value={text(values.rooms)} error={errors.rooms?.[0]} onChange={(e) => set({ rooms: e.target.value })}>
          <option value="">{t('form.choose')}</option>
          {ROOMS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextInput name="area" label={t('form.area')} p={p} required inputMode="numeric" />
      <TextInput name="area_net" label={t('form.areaNet')} p={p} inputMode="numeric" />
      {building ? (
        <>
          <TextInput name="floor" label={t('form.floor')} p={p} inputMode="numeric" />
          <TextInput name="floors" label={t('form.floors')} p={p} inputMode="numeric" />
          <TextInput name="year_built" label={t('form.yearBuilt')} p={p} inputMode="numeric" />
        </>
      ) : null}
      {rooms ? <TextInput name="bathrooms" label={t('form.bathrooms')} p={p} inputMode="numeric" /> : null}
      {building ? (
        <SelectField label={t('form.heating.label')} value={text(values.heating)} error={errors.heating?.[0]} onChange={(e) => set({ heating: e.target.value })}>
          <option value="">{t('form.choose')}</option>
          {HEATING.map((h) => (
            <option key={h} value={h}>
              {t(HEATING_KEYS[h])}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextInput name="distance_to_sea" label={t('form.distanceToSea')} p={p} inputMode="numeric" />
      <div className={styles.checks}>
        {building ? <CheckInput name="furnished" label={t('form.furnished')} p={p} /> : null}
        <CheckInput name="in_complex" label={t('form.inComplex')} p={p} />
      </div>
      {building ? <BuildingFacts {...p} /> : null}
      <fieldset className={styles.wide}>
        <legend>{t('form.features')}</legend>
        <div className={styles.features}>
          {FEATURE_CODES.map((code) => (
            <label key={code} className={styles.feature}>
              <input type="checkbox" checked={features.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
              {t(FEATURE_KEYS[code])}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

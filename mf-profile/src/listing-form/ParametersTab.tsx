// Tab 2 (parameters, per property type): its own chunk, loaded when the tab is pointed at, focused or opened, with
// its texts (the 'formTabs' part of the namespace); the form paints its first tab without them.
import { ROOMS } from '@realty/shared/schemas';
import {
  FEATURE_CODES,
  type FeatureCode,
  type Heating,
  HEATING,
  TYPES_WITHOUT_BUILDING,
  TYPES_WITHOUT_ROOMS,
} from '@realty/shared/contracts/listing';
import { usePageTexts } from '../pages/texts';
import { BuildingFacts } from './BuildingFacts';
import { CheckInput, SelectInput, TextInput, text, type TabProps } from './fields';
import styles from './ListingForm.module.css';

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
  const { t } = usePageTexts(p.lang, 'formTabs');
  const { values, set } = p;
  const type = text(values.property_type);
  const rooms = !TYPES_WITHOUT_ROOMS.includes(type);
  const building = !TYPES_WITHOUT_BUILDING.includes(type);
  const features = Array.isArray(values.features) ? (values.features as string[]) : [];
  const toggle = (code: string, on: boolean) => set({ features: on ? [...features, code] : features.filter((f) => f !== code) });
  return (
    <div className={styles.grid}>
      {rooms ? (
        <SelectInput name="rooms" label={t('form.rooms')} p={p} options={ROOMS} empty={t('form.choose')} />
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
        <SelectInput name="heating" label={t('form.heating.label')} p={p} options={HEATING} optionLabel={(h) => t(HEATING_KEYS[h])} empty={t('form.choose')} />
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

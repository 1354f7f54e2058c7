// The building facts the owner states (issue 29) on the parameters tab: energy class, building permit date,
// occupancy permit (iskan), seismic report with its date, urban transformation. All optional; the listing page shows
// them as the owner's statements, and the permit date decides the seismic code shown there.
import { ENERGY_CLASSES, SEISMIC_REPORTS, URBAN_TRANSFORMATION, type SeismicReport, type UrbanTransformation } from '@realty/shared/contracts/decide';
import { usePageTexts } from '../pages/texts';
import { SelectInput, TextInput, type TabProps } from './fields';
import styles from './ListingForm.module.css';
import { SelectField } from '@realty/shared/field';

const REPORT_KEYS: Record<SeismicReport, string> = { none: 'form.building.report.none', yes: 'form.building.report.yes' };
const URBAN_KEYS: Record<UrbanTransformation, string> = {
  none: 'form.building.urban.none',
  planned: 'form.building.urban.planned',
  in_progress: 'form.building.urban.in_progress',
  done: 'form.building.urban.done',
};

export function BuildingFacts(p: TabProps) {
  const { t } = usePageTexts(p.lang, 'formTabs');
  const { values, errors, set } = p;
  const notStated = t('form.building.notStated');
  // the occupancy permit is yes / no / not stated: a boolean in the values, a select here
  const occupancy = values.occupancy_permit === true || values.occupancy_permit === 'true' ? 'true' : values.occupancy_permit === false || values.occupancy_permit === 'false' ? 'false' : '';
  return (
    <fieldset className={styles.wide} data-testid="building-facts">
      <legend>{t('form.building.legend')}</legend>
      <p className={styles.note}>{t('form.building.note')}</p>
      <div className={styles.grid}>
        <SelectInput name="energy_class" label={t('form.building.energyClass')} p={p} options={ENERGY_CLASSES} empty={notStated} />
        <TextInput name="building_permit_date" label={t('form.building.permitDate')} p={p} type="date" />
        <SelectField
          label={t('form.building.occupancy')}
          value={occupancy}
          error={errors.occupancy_permit?.[0]}
          onChange={(e) => set({ occupancy_permit: e.target.value === '' ? undefined : e.target.value === 'true' })}
        >
          <option value="">{notStated}</option>
          <option value="true">{t('form.building.yes')}</option>
          <option value="false">{t('form.building.no')}</option>
        </SelectField>
        <SelectInput name="seismic_report" label={t('form.building.report.label')} p={p} options={SEISMIC_REPORTS} optionLabel={(r) => t(REPORT_KEYS[r])} empty={notStated} />
        {values.seismic_report === 'yes' ? <TextInput name="seismic_report_date" label={t('form.building.report.date')} p={p} type="date" /> : null}
        <SelectInput name="urban_transformation" label={t('form.building.urban.label')} p={p} options={URBAN_TRANSFORMATION} optionLabel={(u) => t(URBAN_KEYS[u])} empty={notStated} />
      </div>
    </fieldset>
  );
}

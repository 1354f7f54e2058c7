import { useTranslation } from 'react-i18next';
import { formatDate, primitives, type Lang, type ListingDetail } from '@realty/shared';
import { DECIDE_NS } from './register';
import styles from './Decide.module.css';

type Building = NonNullable<ListingDetail['building']>;
type EnergyClass = NonNullable<ListingDetail['energy_class']>;

const URBAN = {
  none: 'facts.urban.none',
  planned: 'facts.urban.planned',
  in_progress: 'facts.urban.in_progress',
  done: 'facts.urban.done',
} as const;

/** Whether the owner stated any of the facts this list shows. */
export const hasOwnerFacts = (building: Building | null | undefined, energyClass: EnergyClass | null | undefined): boolean =>
  Boolean(
    energyClass ||
      (building && (building.permit_date || building.occupancy_permit !== null || building.seismic_report || building.urban_transformation)),
  );

/** The building facts the owner stated (energy class, permits, seismic report, urban transformation), marked as such. */
export function OwnerFacts({ lang, building, energyClass }: { lang: Lang; building: Building | null | undefined; energyClass: EnergyClass | null | undefined }) {
  const { t } = useTranslation(DECIDE_NS);
  if (!hasOwnerFacts(building, energyClass)) return null;
  const report =
    building?.seismic_report === 'yes'
      ? building.seismic_report_date
        ? t('facts.reportDated', { date: formatDate(building.seismic_report_date, lang) })
        : t('facts.reportYes')
      : building?.seismic_report === 'none'
        ? t('facts.reportNone')
        : null;
  return (
    <div data-testid="decide-owner-facts">
      <dl className={styles.lines}>
        {energyClass ? (
          <div>
            <dt>{t('facts.energyClass')}</dt>
            <dd data-testid="fact-energy-class">
              <span className={styles.energy} data-class={energyClass}>
                {energyClass}
              </span>
            </dd>
          </div>
        ) : null}
        {building?.permit_date ? (
          <div>
            <dt>{t('facts.permitDate')}</dt>
            <dd>{formatDate(building.permit_date, lang)}</dd>
          </div>
        ) : null}
        {building && building.occupancy_permit !== null ? (
          <div>
            <dt>{t('facts.occupancy')}</dt>
            <dd>{building.occupancy_permit ? t('facts.yes') : t('facts.no')}</dd>
          </div>
        ) : null}
        {report ? (
          <div>
            <dt>{t('facts.report')}</dt>
            <dd>{report}</dd>
          </div>
        ) : null}
        {building?.urban_transformation ? (
          <div>
            <dt>{t('facts.urban.label')}</dt>
            <dd>{t(URBAN[building.urban_transformation])}</dd>
          </div>
        ) : null}
      </dl>
      <p className={primitives.note}>{t('facts.stated')}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatDate, primitives, type Lang, type ListingDetail } from '@realty/shared';
import { OwnerFacts } from './OwnerFacts';
import { DECIDE_NS } from './register';
import styles from './Decide.module.css';

type Seismic = NonNullable<ListingDetail['seismic']>;
type Building = ListingDetail['building'];
type EnergyClass = ListingDetail['energy_class'];

const ERA = {
  before_1998: { name: 'building.era.before_1998', explain: 'building.explain.before_1998' },
  code_1998: { name: 'building.era.code_1998', explain: 'building.explain.code_1998' },
  code_2007: { name: 'building.era.code_2007', explain: 'building.explain.code_2007' },
  tbdy_2018: { name: 'building.era.tbdy_2018', explain: 'building.explain.tbdy_2018' },
} as const;

/**
 * The earthquake code the building was designed under, the rule it was derived by and its source (a fact, not a
 * score), then what the owner stated about the building (energy class, permits, seismic report, urban transformation).
 */
export function BuildingCode({
  lang,
  seismic,
  yearBuilt,
  building,
  energyClass,
}: {
  lang: Lang;
  seismic: Seismic | null | undefined;
  yearBuilt: number | null;
  building?: Building;
  energyClass?: EnergyClass;
}) {
  const { t } = useTranslation(DECIDE_NS);
  return (
    <section className={styles.block} aria-labelledby="decide-building" data-testid="decide-building" data-era={seismic?.era}>
      <h3 id="decide-building">{t('building.title')}</h3>
      {seismic ? (
        <>
          <p className={styles.figure}>{t(ERA[seismic.era].name)}</p>
          <p>{t(ERA[seismic.era].explain)}</p>
          <p className={primitives.note}>
            {seismic.from === 'permit_date' ? t('building.rulePermit') : t('building.ruleYear', { year: yearBuilt ?? '' })}
          </p>
          {seismic.title && seismic.in_force ? (
            <p className={primitives.note}>{t('source', { source: `${seismic.title}, ${formatDate(seismic.in_force, lang)}` })}</p>
          ) : null}
        </>
      ) : null}
      <OwnerFacts lang={lang} building={building} energyClass={energyClass} />
    </section>
  );
}

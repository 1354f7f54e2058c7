import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, primitives, type Lang, type ListingDetail } from '@realty/shared';
import { DECIDE_NS } from './register';
import styles from './Decide.module.css';

type Costs = NonNullable<ListingDetail['purchase_costs']>;
type Line = Costs['lines'][number];

const LINE = {
  title_deed_fee: { name: 'costs.line.title_deed_fee', none: 'costs.none.title_deed_fee' },
  revolving_fund: { name: 'costs.line.revolving_fund', none: 'costs.none.revolving_fund' },
  dask: { name: 'costs.line.dask', none: 'costs.none.dask' },
  valuation_report: { name: 'costs.line.valuation_report', none: 'costs.none.valuation_report' },
  translator: { name: 'costs.line.translator', none: 'costs.none.translator' },
} as const;

/** What buying costs beside the price: computed where the tariff allows, the tariff's range or who sets it otherwise. */
export function PurchaseCosts({ lang, costs, price }: { lang: Lang; costs: Costs; price: number }) {
  const { t } = useTranslation(DECIDE_NS);
  const value = (line: Line): string => {
    if (line.amount !== null) return formatPrice(line.amount, costs.currency, lang);
    if (line.range_try) return t('costs.rangeYear', { min: formatPrice(line.range_try[0], 'TRY', lang), max: formatPrice(line.range_try[1], 'TRY', lang) });
    return t(LINE[line.key].none);
  };
  return (
    <section className={styles.block} aria-labelledby="decide-costs" data-testid="decide-costs">
      <h3 id="decide-costs">{t('costs.title')}</h3>
      <dl className={styles.lines}>
        {costs.lines.map((line) => (
          <div key={line.key} data-cost={line.key}>
            <dt>
              {t(LINE[line.key].name)}
              {line.foreign_only ? ` (${t('costs.foreignOnly')})` : ''}
            </dt>
            <dd className={line.amount === null && !line.range_try ? styles.textValue : undefined}>{value(line)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.figure} data-testid="costs-total">
        {t('costs.total', { total: formatPrice(price + costs.known_total, costs.currency, lang) })}
      </p>
      <p className={primitives.note}>{t('costs.note')}</p>
      <p className={primitives.note}>{t('source', { source: `${costs.lines.map((line) => line.source).join('; ')} (${formatDate(costs.date, lang)})` })}</p>
    </section>
  );
}

import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { monthlyPayment } from '@realty/shared/contracts/decide';
import { formatDate, formatPrice, primitives, useCurrencyStore, type CurrencyCode, type Lang, type ListingDetail } from '@realty/shared';
import { DECIDE_NS } from './register';
import { tryRate } from './tryRate';
import styles from './Decide.module.css';

type Mortgage = NonNullable<ListingDetail['mortgage']>;

const percent = (share: number) => Math.round(share * 100);
/** A number typed in a field, within bounds; the fallback when empty or out of range. */
const read = (text: string, min: number, max: number, fallback: number): number => {
  const n = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? n : fallback;
};

/**
 * The regulator's loan limit for this home and the monthly payment of the largest loan, in TRY and in the chosen
 * currency; the rate and the term can be changed (the server's render uses the configured defaults).
 */
export const MortgageEstimate = observer(function MortgageEstimate({
  lang,
  mortgage,
  prices,
  typed,
}: {
  lang: Lang;
  mortgage: Mortgage;
  prices: Record<CurrencyCode, number>;
  typed?: Record<string, string> | undefined;
}) {
  const { t } = useTranslation(DECIDE_NS);
  const { currency } = useCurrencyStore();
  const [rateText, setRateText] = useState(typed?.rate ?? String(mortgage.rate_percent));
  const [yearsText, setYearsText] = useState(typed?.years ?? String(mortgage.term_months / 12));
  const rate = read(rateText, 0, 200, mortgage.rate_percent);
  const months = Math.round(read(yearsText, 1, 30, mortgage.term_months / 12) * 12);
  const monthly = Math.round(monthlyPayment(mortgage.loan_try, rate, months));
  // The chosen currency at the same rates as the price block.
  const perTry = tryRate(prices, currency);
  return (
    <section className={styles.block} aria-labelledby="decide-mortgage" data-testid="decide-mortgage">
      <h3 id="decide-mortgage">{t('mortgage.title')}</h3>
      <p>
        {mortgage.energy_class
          ? t('mortgage.limitClass', { ltv: percent(mortgage.ltv), best: percent(mortgage.ltv_best), energyClass: mortgage.energy_class })
          : t('mortgage.limit', { ltv: percent(mortgage.ltv), best: percent(mortgage.ltv_best) })}
      </p>
      <dl className={styles.lines}>
        <div>
          <dt>{t('mortgage.loan')}</dt>
          <dd>{formatPrice(mortgage.loan_try, 'TRY', lang)}</dd>
        </div>
        <div>
          <dt>{t('mortgage.down')}</dt>
          <dd>{formatPrice(mortgage.value_try - mortgage.loan_try, 'TRY', lang)}</dd>
        </div>
      </dl>
      <p className={styles.figure} data-testid="mortgage-monthly" aria-live="polite">
        {t('mortgage.monthly', { amount: formatPrice(monthly, 'TRY', lang) })}
        {currency !== 'TRY' && perTry > 0 ? ` ≈ ${formatPrice(Math.round(monthly * perTry), currency, lang)}` : ''}
      </p>
      <div className={styles.inputs}>
        <label>
          {t('mortgage.rate')}
          <input type="text" inputMode="decimal" data-field="rate" value={rateText} onChange={(e) => setRateText(e.target.value)} />
        </label>
        <label>
          {t('mortgage.years')}
          <input type="text" inputMode="numeric" data-field="years" value={yearsText} onChange={(e) => setYearsText(e.target.value)} />
        </label>
      </div>
      <p className={primitives.note}>{t('mortgage.estimate')}</p>
      <p className={primitives.note}>{t('source', { source: `${mortgage.source}, ${formatDate(mortgage.table_date, lang)}` })}</p>
    </section>
  );
});

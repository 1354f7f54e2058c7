// A listing's price history (issue 14): the list of prices and a small line chart, in the visitor's currency (each
// entry converted with the current rates, like PriceTag), the listing's own currency beside it when it differs.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, useCurrencyStore, type Lang, type PriceHistoryEntry } from '@realty/shared';
import styles from './PriceHistory.module.css';

const W = 320;
const H = 96;
const PAD = 8;

export const PriceHistory = observer(function PriceHistory({ lang, history }: { lang: Lang; history: readonly PriceHistoryEntry[] }) {
  const { t } = useTranslation('listing');
  const { currency } = useCurrencyStore();
  if (history.length < 2) return null;
  const values = history.map((h) => h.prices[currency] ?? h.price);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (history.length - 1);
  const y = (v: number) => (max === min ? H / 2 : PAD + ((max - v) * (H - 2 * PAD)) / (max - min));
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <section className={styles.history} aria-labelledby="price-history-title">
      <h2 id="price-history-title" className={styles.title}>
        {t('priceHistory.title')}
      </h2>
      <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('priceHistory.chart', { count: history.length })}>
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" />
        {values.map((v, i) => (
          <circle key={history[i]?.changed_at ?? i} cx={x(i)} cy={y(v)} r="3" fill="currentColor" />
        ))}
      </svg>
      <ol className={styles.list} reversed>
        {[...history].reverse().map((h) => (
          <li key={h.changed_at} className={styles.row}>
            <time dateTime={h.changed_at}>{formatDate(h.changed_at, lang)}</time>
            <strong>{formatPrice(h.prices[currency] ?? h.price, h.prices[currency] === undefined ? h.currency : currency, lang)}</strong>
            {h.currency !== currency ? <span className={styles.own}>{formatPrice(h.price, h.currency, lang)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
});

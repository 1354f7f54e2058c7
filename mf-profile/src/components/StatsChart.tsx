import { useTranslation } from 'react-i18next';
import { formatDate, primitives, type Lang } from '@realty/shared';
import { type ListingStats } from '@realty/shared/contracts/account';
import { STAT_KEYS } from './statKeys';
import styles from './Profile.module.css';

/** Views per day over 30 days as bars (SVG), with the figures in a visually hidden table for screen readers. */
export function StatsChart({ stats, lang }: { stats: ListingStats; lang: Lang }) {
  const { t } = useTranslation('profile');
  const max = Math.max(1, ...stats.days.map((d) => d.views));
  const width = 300;
  const height = 80;
  const step = width / stats.days.length;
  const first = stats.days[0]?.day;
  const last = stats.days.at(-1)?.day;
  return (
    <figure className={`${primitives.panel} ${styles.section}`} data-testid="listing-stats-chart">
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('my.chartLabel')}>
        {stats.days.map((d, i) => {
          const h = Math.round((d.views / max) * (height - 4));
          return <rect key={d.day} className={styles.chartBar} x={i * step + 1} y={height - h} width={Math.max(1, step - 2)} height={h} />;
        })}
      </svg>
      <figcaption className={primitives.note}>
        {first && last ? t('my.chartCaption', { from: formatDate(first, lang, { dateStyle: 'medium' }), to: formatDate(last, lang, { dateStyle: 'medium' }), max }) : null}
      </figcaption>
      <table className={primitives.visuallyHidden}>
        <caption>{t('my.chartLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('my.day')}</th>
            {STAT_KEYS.map(([stat, key]) => (
              <th key={stat} scope="col">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatDate(d.day, lang, { dateStyle: 'medium' })}</th>
              {STAT_KEYS.map(([stat]) => (
                <td key={stat}>{d[stat]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

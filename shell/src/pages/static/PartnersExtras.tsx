import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber, pathTo, usePageData, useRootStore, type Lang } from '@realty/shared';
import { GatedLink } from '../../header/GatedLink';
import styles from './StaticPage.module.css';


/** Partners page: statistics (the partners page reply), premium promotion and the publishing steps. */
export const PartnersExtras = observer(function PartnersExtras({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const { ui, auth } = useRootStore();
  const page = usePageData('partners', pathTo(lang, 'partners'));
  const stats = page.state === 'ready' ? { state: 'ready' as const, data: page.data.stats } : page;
  // [translation key, figure]
  const figures: Array<[string, number]> =
    stats.state === 'ready'
      ? [
          ['static.partners.stats.listings', stats.data.listings],
          ['static.partners.stats.sale', stats.data.by_deal_type.sale],
          ['static.partners.stats.rent', stats.data.by_deal_type.rent],
          ['static.partners.stats.newprojects', stats.data.by_deal_type.newprojects],
          ['static.partners.stats.agencies', stats.data.agencies],
          ['static.partners.stats.agents', stats.data.agents],
        ]
      : [];
  return (
    <>
      <section className={styles.section} aria-labelledby="partners-stats">
        <h2 id="partners-stats">{t('static.partners.statsTitle')}</h2>
        {stats.state === 'failed' ? <p>{t('static.partners.statsFailed')}</p> : null}
        {stats.state === 'loading' ? <p role="status">{t('remote.loading')}</p> : null}
        {figures.length ? (
          <dl className={styles.stats} data-testid="partner-stats">
            {figures.map(([key, value]) => (
              <div key={key} className={styles.stat}>
                <dt>{t(key)}</dt>
                <dd>{formatNumber(value, lang)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
      <section className={`${styles.section} ${styles.promo}`}>
        <h2>{t('static.partners.premiumTitle')}</h2>
        <ul>
          {(t('static.partners.premium', { returnObjects: true, defaultValue: [] }) as string[]).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Link to={pathTo(lang, 'fees')}>{t('static.partners.premiumCta')}</Link>
      </section>
      <section className={styles.section}>
        <h2>{t('static.partners.stepsTitle')}</h2>
        <ol>
          {(t('static.partners.steps', { returnObjects: true, defaultValue: [] }) as string[]).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className={styles.actions}>
          {auth.isAuthenticated ? null : (
            <button type="button" className={styles.button} onClick={() => ui.openPopup('register')} data-popup="register">
              {t('static.partners.register')}
            </button>
          )}
          <GatedLink to={pathTo(lang, 'profileAdd')} className={styles.buttonSecondary}>
            {t('static.partners.add')}
          </GatedLink>
        </p>
      </section>
    </>
  );
});

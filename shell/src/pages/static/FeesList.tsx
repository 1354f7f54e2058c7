import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass, formatPrice, isCurrency, pathTo, primitives, useCurrencyStore, usePageData, type Lang } from '@realty/shared';
import type { PublicService } from '@realty/shared/schemas';
import styles from './StaticPage.module.css';


/** The paid services from the database (the fees page reply), priced in the display currency. */
export const FeesList = observer(function FeesList({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const currency = useCurrencyStore();
  const page = usePageData('fees', pathTo(lang, 'fees'));
  const services = page.state === 'ready' ? { state: 'ready' as const, data: page.data.services } : page;
  const price = (service: PublicService) => {
    const from = isCurrency(service.currency) ? service.currency : 'TRY';
    const converted = currency.convert(service.price, from);
    return converted === null ? formatPrice(service.price, from, lang) : formatPrice(converted, currency.currency, lang);
  };
  if (services.state === 'loading') return <p role="status">{t('static.fees.loading')}</p>;
  if (services.state === 'failed' || services.state === 'notFound') return <p role="alert">{t('static.fees.failed')}</p>;
  if (!services.data.length) return <p>{t('static.fees.empty')}</p>;
  return (
    <section className={styles.section}>
      <table className={styles.table} data-testid="fees-table">
        <thead>
          <tr>
            <th scope="col">{t('static.fees.service')}</th>
            <th scope="col">{t('static.fees.description')}</th>
            <th scope="col">{t('static.fees.price')}</th>
            <th scope="col">
              <span className={primitives.visuallyHidden}>{t('static.fees.orderColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {services.data.map((service) => (
            <tr key={service.code}>
              <th scope="row">{service.title}</th>
              <td>
                {service.description}
                {service.duration_days ? <span className={styles.tag}>{t('static.fees.days', { count: service.duration_days })}</span> : null}
                {service.listings_quota ? <span className={styles.tag}>{t('static.fees.quota', { count: service.listings_quota })}</span> : null}
              </td>
              <td className={styles.price} data-testid="fee-price">
                {price(service)}
              </td>
              <td>
                {/* Ordering happens on My listings (pick the listing); signed-out visitors get the sign-in popup first. */}
                <Link
                  className={buttonClass({ variant: 'primary', size: 'small' })}
                  to={`${pathTo(lang, 'profileMy')}?order=${encodeURIComponent(service.code)}`}
                  data-testid={`fee-order-${service.code}`}
                >
                  {t('static.fees.order')}
                  <span className={primitives.visuallyHidden}>: {service.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {currency.currency !== 'TRY' ? <p className={styles.note}>{t('static.fees.converted', { currency: currency.currency })}</p> : null}
      <h2>{t('static.fees.howTitle')}</h2>
      <ol>
        {(t('static.fees.how', { returnObjects: true, defaultValue: [] }) as string[]).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
});

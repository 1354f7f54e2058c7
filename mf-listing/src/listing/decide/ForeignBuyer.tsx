import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPrice, pathTo, primitives, type Lang, type ListingDetail } from '@realty/shared';
import { DECIDE_NS } from './register';
import styles from './Decide.module.css';

type Flags = NonNullable<ListingDetail['foreign_buyer']>;

/** The price in USD at today's rate against the citizenship and residence thresholds, with their conditions. */
export function ForeignBuyer({ lang, flags }: { lang: Lang; flags: Flags }) {
  const { t } = useTranslation(DECIDE_NS);
  const usd = (n: number) => formatPrice(n, 'USD', lang);
  return (
    <section className={styles.block} aria-labelledby="decide-foreign" data-testid="decide-foreign">
      <h3 id="decide-foreign">{t('foreign.title')}</h3>
      <p>{t('foreign.priceUsd', { price: usd(flags.price_usd) })}</p>
      <ul className={styles.flags}>
        <li className={flags.citizenship ? styles.yes : styles.no} data-testid="flag-citizenship" data-eligible={flags.citizenship}>
          {flags.citizenship ? t('foreign.citizenshipYes', { min: usd(flags.citizenship_usd) }) : t('foreign.citizenshipNo', { min: usd(flags.citizenship_usd) })}
        </li>
        <li className={flags.residence ? styles.yes : styles.no} data-testid="flag-residence" data-eligible={flags.residence}>
          {flags.residence ? t('foreign.residenceYes', { min: usd(flags.residence_usd) }) : t('foreign.residenceNo', { min: usd(flags.residence_usd) })}
        </li>
      </ul>
      <p className={primitives.note}>{t('foreign.conditions')}</p>
      <p>
        <Link to={pathTo(lang, 'foreignBuyers')} data-testid="foreign-checklist">
          {t('foreign.checklist')}
        </Link>
      </p>
    </section>
  );
}

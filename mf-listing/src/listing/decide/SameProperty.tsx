import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPrice, primitives, useCurrencyStore, type Lang, type ListingCardData } from '@realty/shared';
import { DECIDE_NS } from './register';
import styles from './Decide.module.css';

/** The same home listed by others (one EİDS property number): who lists it and at what price, cheapest first. */
export const SameProperty = observer(function SameProperty({ lang, cards }: { lang: Lang; cards: readonly ListingCardData[] }) {
  const { t } = useTranslation(DECIDE_NS);
  const { currency } = useCurrencyStore();
  return (
    <section className={styles.block} aria-labelledby="decide-same" data-testid="decide-same-property">
      <h3 id="decide-same">{t('same.title')}</h3>
      <ul className={styles.flags}>
        {cards.map((card) => {
          const price = card.price.currency === currency ? card.price.amount : Math.round(card.price.prices[currency]);
          return (
            <li key={card.id}>
              <Link to={card.url}>{card.agency?.name ?? card.agent?.name ?? t('same.owner')}</Link>: {formatPrice(price, currency, lang)}
            </li>
          );
        })}
      </ul>
      <p className={primitives.note}>{t('same.note')}</p>
    </section>
  );
});

import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEAL_TYPES,
  primitives,
  type CatalogReply,
  type Lang,
  type OwnerListingsFilter,
} from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';
import { DEAL_LABEL_KEYS, SortField } from '@realty/shared/filter';
import { PageLinks } from './PageLinks';
import { ownerListingsUrl } from './urls';
import styles from './Agents.module.css';

/** An agent's or agency's listings: the shared cards with the catalogue's deal type, sort and pages. */
export function OwnerListings({ lang, url, filter, list }: { lang: Lang; url: string; filter: OwnerListingsFilter; list: CatalogReply }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const tabs = [undefined, ...DEAL_TYPES] as const;
  return (
    <section className={styles.section} aria-labelledby="owner-listings">
      <h2 id="owner-listings">{t('agents.theirListings', { count: list.meta.total })}</h2>
      <div className={styles.listingsBar}>
        <nav aria-label={t('tabs')}>
          <ul className={primitives.pills}>
            {tabs.map((deal) => (
              <li key={deal ?? 'all'}>
                <Link
                  to={ownerListingsUrl(url, { dealType: deal, sort: filter.sort })}
                  className={filter.dealType === deal ? `${primitives.pill} ${styles.tab} ${primitives.current}` : `${primitives.pill} ${styles.tab}`}
                  aria-current={filter.dealType === deal ? 'page' : undefined}
                >
                  {deal ? tc(DEAL_LABEL_KEYS[deal]) : t('agents.allDeals')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SortField value={filter.sort} onChange={(sort) => void navigate(ownerListingsUrl(url, { dealType: filter.dealType, sort }))} />
      </div>
      {list.data.length ? (
        <ListingGrid cards={list.data} lang={lang} label={t('results')} testId="owner-listings" />
      ) : (
        <p className={styles.empty}>{t('agents.noListings')}</p>
      )}
      <PageLinks current={list.meta.current_page} last={list.meta.last_page} href={(page) => ownerListingsUrl(url, { ...filter, page })} />
    </section>
  );
}

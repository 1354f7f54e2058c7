import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo, primitives, useDomainStore, type PageProps } from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';
import { HomeSearch } from '../home/HomeSearch';
import { Realtors } from '../home/Realtors';
import { UsefulLinks } from '../home/UsefulLinks';
import styles from '../home/Home.module.css';
import { HomeStore } from '../stores/home.store';

/**
 * Home: the sale/rent quick search, popular searches with counts, realtors and new listings. It paints from the
 * reply the server inlined; a language switch fetches that language's reply (the blocks are language-bound).
 */
export default observer(function HomePage({ lang }: PageProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation('common');
  const store = useDomainStore('home', (root) => new HomeStore(root));
  useState(() => store.hydrate(lang));
  useEffect(() => {
    void store.show(lang);
  }, [store, lang]);
  const data = store.lang === lang ? store.data : null;

  return (
    <div className={styles.home}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{tc('routes.home.title')}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        {data ? <HomeSearch lang={lang} data={data} store={store} /> : <p className={primitives.muted}>{t('loading')}</p>}
      </header>
      {data ? (
        <>
          <section className={styles.section} aria-labelledby="home-new">
            <div className={styles.sectionHead}>
              <h2 id="home-new">{t('home.newListings')}</h2>
              <Link to={pathTo(lang, 'realEstate')}>{t('home.allListings')}</Link>
            </div>
            <ListingGrid cards={data.new_listings} lang={lang} priorityCount={2} label={t('home.newListings')} testId="home-new-listings" />
          </section>
          <UsefulLinks lang={lang} blocks={data.useful_links} />
          <Realtors lang={lang} realtors={data.realtors} />
        </>
      ) : null}
    </div>
  );
});

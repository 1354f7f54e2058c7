import { useDeferredValue, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  Button,
  formatArea,
  formatDate,
  formatNumber,
  formatPrice,
  NotFound,
  PageFrame,
  pathTo,
  primitives,
  useDomainStore,
  useHydrated,
  usePageHead,
  useRetryWhenOnline,
  type Lang,
  type ListingPageData,
  type PageProps,
} from '@realty/shared';
import { CompareToggle, EidsBadge, FavoriteButton } from '@realty/shared/listing';
import { PlaceMap } from '@realty/shared/maps';
import { cardFor } from '@realty/shared/prefetch';
import { AgentBlock } from '../listing/AgentBlock';
import { ContactForm } from '../listing/ContactForm';
import { DeferredDecide } from '../listing/decide/DeferredDecide';
import { Gallery } from '../listing/Gallery';
import { ListingHead } from '../listing/ListingHead';
import { ParameterTabs } from '../listing/ParameterTabs';
import { PriceHistory } from '../listing/PriceHistory';
import { PriceBlock } from '../listing/PriceBlock';
import { Related } from '../listing/Related';
import { Share } from '../listing/Share';
import { ReportListing } from '../listing/ReportListing';
import styles from '../listing/Listing.module.css';
import { ListingStore } from '../stores/listing.store';

const LANG_NAME_KEYS = { tr: 'langName.tr', en: 'langName.en', ru: 'langName.ru' } as const;

/**
 * The listing page (`/real-estate/ad/{id}`): gallery, header (place, date, views, id, share, print), price block,
 * characteristics and information, description, tabbed parameters, map, agent block with the phone reveal and the
 * contact form, favourite, similar and nearby listings. It paints from the reply the server inlined; opened from a card,
 * it paints the card's head at once and the rest when its reply (often prefetched on hover) is in.
 */
export default observer(function ListingPage({ lang, route }: PageProps) {
  const { t } = useTranslation('listing');
  const { pathname, search } = useLocation();
  const url = pathname + search;
  const store = useDomainStore('listing', (root) => new ListingStore(root));
  useState(() => store.hydrate(url));
  useEffect(() => {
    void store.show(url).then(() => store.countView());
  }, [store, url]);

  const data = store.url === url ? store.data : null;
  // A listing that failed to load (offline) loads again by itself when the connection returns.
  useRetryWhenOnline(store.status === 'error', () => void store.show(url));
  usePageHead(data ? { title: data.seo.title, description: data.seo.description, canonical: data.canonical, ...(data.hidden ? { robots: 'noindex' } : {}) } : null);
  // Opened from a card: its head paints from the card at once, and the body (a long render on a slow phone, even when
  // the reply was prefetched) follows as a deferred render. The server's render and hydration have no card: no deferral.
  const card = store.status !== 'error' ? cardFor(url) : null;
  const deferred = useDeferredValue(data, card ? null : data);
  const body = deferred === data || !card ? data : null;

  if (store.status === 'notFound' && store.url === url) return <NotFound lang={lang} />;
  if (!body && card) {
    return (
      <PageFrame lang={lang} route={route} title={card.title}>
        <ListingHead lang={lang} card={card} />
      </PageFrame>
    );
  }
  if (!body) {
    return (
      <PageFrame lang={lang} route={route}>
        {store.status === 'error' ? (
          <section className={styles.failed} role="alert">
            <p>{t('failed')}</p>
            <Button onClick={() => void store.show(url)}>{t('retry')}</Button>
          </section>
        ) : (
          <p className={primitives.muted} role="status">
            {t('loading')}
          </p>
        )}
      </PageFrame>
    );
  }
  const crumbs = body.breadcrumbs.map((crumb) => ({ label: crumb.title, ...(crumb.url ? { href: crumb.url } : {}) }));
  return (
    <PageFrame lang={lang} route={route} title={body.listing.title} crumbs={crumbs}>
      <ListingBody key={body.listing.id} lang={lang} data={body} store={store} placeholder={card?.gallery[0]} />
    </PageFrame>
  );
});

interface ListingBodyProps {
  lang: Lang;
  data: ListingPageData;
  store: ListingStore;
  /** The card photo the head painted, when the listing was opened from a card. */
  placeholder?: string | undefined;
}

const ListingBody = observer(function ListingBody({ lang, data, store, placeholder }: ListingBodyProps) {
  const { t } = useTranslation('listing');
  const { listing } = data;
  const c = listing.characteristics;
  const ownPrice = formatPrice(listing.price.amount, listing.price.currency, lang);
  const hydrated = useHydrated();
  const pageUrl = hydrated ? `${window.location.origin}${data.canonical}` : data.canonical;
  // Floor 0 is the ground floor ("Zemin kat / 13"), never "0 of 13".
  const floorValue = (floor: number, floors: number | null): string => {
    if (floor === 0) return floors ? t('facts.groundFloorOf', { floors }) : t('facts.groundFloor');
    return floors ? t('facts.floorOf', { floor, floors }) : String(floor);
  };
  const facts = [
    c.rooms ? { label: t('facts.rooms'), value: c.rooms } : null,
    c.area ? { label: t('facts.area'), value: formatArea(c.area, lang) } : null,
    c.floor !== null ? { label: t('facts.floor'), value: floorValue(c.floor, c.floors) } : null,
    c.bathrooms ? { label: t('facts.bathrooms'), value: String(c.bathrooms) } : null,
    c.year_built ? { label: t('facts.yearBuilt'), value: String(c.year_built) } : null,
    c.distance_to_sea !== null ? { label: t('facts.sea'), value: t('facts.meters', { value: formatNumber(c.distance_to_sea, lang) }) } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null);

  return (
    <div className={styles.page} data-testid="listing" data-id={listing.id}>
      {data.hidden ? (
        <p className={styles.hiddenBanner} role="status" data-testid="hidden-banner">
          {t('hidden.banner')} <Link to={pathTo(lang, 'profileEdit', String(listing.id))}>{t('hidden.edit')}</Link>
        </p>
      ) : null}
      {data.content_lang && data.content_lang !== lang ? (
        <p className={`${primitives.note} ${styles.langNote}`} data-testid="lang-note">
          {t('langNote', { language: t(LANG_NAME_KEYS[data.content_lang]) })}
        </p>
      ) : null}
      <div className={styles.meta}>
        <p className={styles.headPrice} aria-hidden="true">
          {listing.deal_type === 'rent' ? t('price.perMonth', { price: ownPrice }) : ownPrice}
        </p>
        <p className={styles.place}>{listing.place.label}</p>
        <ul className={`${primitives.bare} ${styles.metaList}`}>
          <li>{t('meta.published', { date: formatDate(listing.published_at ?? listing.created_at, lang) })}</li>
          <li data-testid="views">{t('meta.views', { count: store.views ?? listing.views })}</li>
          <li>{t('meta.id', { id: listing.id })}</li>
        </ul>
        <EidsBadge status={listing.eids_status} />
        <div className={styles.actions}>
          <FavoriteButton id={listing.id} title={listing.title} className={styles.favorite} />
          <Share url={pageUrl} title={listing.title} />
          {data.hidden ? null : <CompareToggle id={listing.id} lang={lang} />}
        </div>
      </div>
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <Gallery photos={listing.photos} alt={listing.title} placeholder={placeholder} />
          {facts.length ? (
            <section aria-labelledby="listing-facts">
              <h2 id="listing-facts" className={styles.sectionTitle}>
                {t('facts.title')}
              </h2>
              <dl className={styles.factStrip} data-testid="characteristics">
                {facts.map((fact) => (
                  <div key={fact.label} className={styles.factItem}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {listing.description ? (
            <section aria-labelledby="listing-description">
              <h2 id="listing-description" className={styles.sectionTitle}>
                {t('description')}
              </h2>
              <div className={styles.description}>{listing.description}</div>
            </section>
          ) : null}
          {listing.parameters.length ? (
            <section aria-labelledby="listing-parameters">
              <h2 id="listing-parameters" className={styles.sectionTitle}>
                {t('parameters')}
              </h2>
              <ParameterTabs tabs={listing.parameters} defaultTab={listing.default_tab} label={t('parameters')} />
            </section>
          ) : null}
          <section aria-labelledby="listing-information">
            <h2 id="listing-information" className={styles.sectionTitle}>
              {t('information')}
            </h2>
            <dl className={styles.facts} data-testid="information">
              {listing.information.map((item) => (
                <div key={item.key} className={styles.fact}>
                  <dt>{item.label}</dt>
                  <dd>{item.key === 'views' ? String(store.views ?? item.value) : item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <DeferredDecide lang={lang} listing={listing} />
          <section aria-labelledby="listing-map">
            <h2 id="listing-map" className={styles.sectionTitle}>
              {t('map')}
            </h2>
            {listing.coordinates ? (
              <PlaceMap lang={lang} coordinates={listing.coordinates} address={listing.place.label} title={listing.title} />
            ) : (
              <p>{listing.place.label}</p>
            )}
          </section>
        </div>
        <aside className={`${primitives.stack} ${styles.aside}`} aria-label={t('contactsLabel')}>
          <PriceBlock lang={lang} listing={listing} ratesDate={data.rates_date} />
          <PriceHistory lang={lang} history={listing.price_history} />
          <AgentBlock lang={lang} listing={listing} store={store} canMessage={!data.hidden} />
          {data.hidden ? null : <ContactForm store={store} lang={lang} />}
          {data.hidden ? null : <ReportListing id={listing.id} lang={lang} />}
        </aside>
      </div>
      <Related lang={lang} id="listing-similar" title={t('related.similar')} cards={data.similar} testId="similar-listings" />
      <Related lang={lang} id="listing-nearby" title={t('related.nearby')} cards={data.nearby} testId="nearby-listings" />
    </div>
  );
});

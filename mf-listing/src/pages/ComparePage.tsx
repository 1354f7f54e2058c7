import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import {
  compareHref,
  formatArea,
  formatDate,
  formatNumber,
  formatPrice,
  NotFound,
  PageFrame,
  primitives,
  toggleCompare,
  useCurrencyStore,
  useCompareList,
  usePageData,
  type PageProps,
} from '@realty/shared';
import { COMPARE_NS } from '../compare/register';
import { perSqmIn, priceIn, row, type CompareRow } from '../compare/rows';
import styles from '../compare/Compare.module.css';

const ERA = {
  before_1998: 'era.before_1998',
  code_1998: 'era.code_1998',
  code_2007: 'era.code_2007',
  tbdy_2018: 'era.tbdy_2018',
} as const;

const LABEL = {
  price: 'row.price',
  perSqm: 'row.perSqm',
  type: 'row.type',
  place: 'row.place',
  rooms: 'row.rooms',
  area: 'row.area',
  floor: 'row.floor',
  year: 'row.year',
  era: 'row.era',
  sea: 'row.sea',
  eids: 'row.eids',
} as const;

/**
 * Listings side by side (`/{lang}/compare?ids=…`): a column each, a row per fact, rows whose values differ marked;
 * prices in the visitor's currency. Server-rendered from the ids in the URL, so a shared link shows the same page.
 */
export default observer(function ComparePage({ lang, route }: PageProps) {
  const { t } = useTranslation(COMPARE_NS);
  const { pathname, search } = useLocation();
  const page = usePageData('compare', pathname + search);
  const { currency } = useCurrencyStore();
  const picked = useCompareList();
  if (page.state === 'notFound') return <NotFound lang={lang} />;
  if (page.state !== 'ready') {
    return (
      <PageFrame lang={lang} route={route}>
        <p className={primitives.muted} role="status">
          {page.state === 'failed' ? t('failed') : t('loading')}
        </p>
      </PageFrame>
    );
  }
  const listings = page.data.listings;
  const money = (n: number | null) => (n === null ? null : formatPrice(n, currency, lang));
  const rows: CompareRow[] = [
    row(LABEL.price, listings, (l) => money(priceIn(l, currency))),
    row(LABEL.perSqm, listings, (l) => money(perSqmIn(l, currency))),
    row(LABEL.type, listings, (l) => l.property_type.title),
    row(LABEL.place, listings, (l) => l.place.label),
    row(LABEL.rooms, listings, (l) => l.characteristics.rooms),
    row(LABEL.area, listings, (l) => (l.characteristics.area ? formatArea(l.characteristics.area, lang) : null)),
    row(LABEL.floor, listings, ({ characteristics: { floor, floors } }) =>
      floor === null ? null : floor === 0 ? t('groundFloor') : floors ? t('floorOf', { floor, floors }) : String(floor),
    ),
    row(LABEL.year, listings, (l) => (l.characteristics.year_built ? String(l.characteristics.year_built) : null)),
    row(LABEL.era, listings, (l) => (l.seismic_era ? t(ERA[l.seismic_era]) : null)),
    row(LABEL.sea, listings, (l) => (l.characteristics.distance_to_sea !== null ? t('meters', { value: formatNumber(l.characteristics.distance_to_sea, lang) }) : null)),
    row(LABEL.eids, listings, (l) => (l.eids_status === 'verified' ? t('yes') : t('no'))),
  ];
  const without = (id: number) => listings.map((l) => l.id).filter((x) => x !== id);
  return (
    <PageFrame lang={lang} route={route} intro={t('intro', { count: listings.length })}>
      <div className={styles.scroll} data-testid="compare">
        <table className={styles.table}>
          <caption className={primitives.visuallyHidden}>{t('caption')}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {listings.map((l) => (
                <th key={l.id} scope="col" data-id={l.id}>
                  {l.gallery[0] ? <img src={l.gallery[0]} alt="" width={240} height={160} loading="lazy" decoding="async" className={styles.photo} /> : null}
                  <Link to={l.url} className={styles.title}>
                    {l.title}
                  </Link>
                  <RemoveLink lang={lang} ids={without(l.id)} id={l.id} picked={picked.includes(l.id)} label={t('remove', { title: l.title })} text={t('removeShort')} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={r.differs ? styles.differs : undefined} data-row={r.key} data-differs={r.differs || undefined}>
                <th scope="row">
                  {t(r.key)}
                  {r.differs ? <span className={primitives.visuallyHidden}> {t('differs')}</span> : null}
                </th>
                {r.values.map((value, i) => (
                  <td key={listings[i]!.id}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.data.rates_date ? <p className={primitives.note}>{t('rates', { date: formatDate(page.data.rates_date, lang) })}</p> : null}
    </PageFrame>
  );
});

/** Remove a listing: the comparison of the others (the listing page when one would be left), and off this browser's list. */
function RemoveLink({ lang, ids, id, picked, label, text }: { lang: PageProps['lang']; ids: number[]; id: number; picked: boolean; label: string; text: string }) {
  if (ids.length < 2) return null;
  return (
    <Link to={compareHref(lang, ids)} aria-label={label} className={styles.remove} onClick={() => (picked ? toggleCompare(id) : undefined)} data-testid="compare-remove">
      {text}
    </Link>
  );
}

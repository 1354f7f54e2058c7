import { useEffect, useState, type ChangeEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore, type DealType, type FilterState } from '@realty/shared';
import { Dialog } from './Dialog';
import { draftFromState, draftUrl, FILTER_ROOMS, type FilterDraft } from './filterDraft';
import styles from './Popups.module.css';

const DEALS: DealType[] = ['sale', 'rent', 'newprojects'];

/** The popup keeps what was typed between openings until the filter is reset (logo, menu) or applied. */
let kept: { draft: FilterDraft; state: FilterState } | null = null;
export const _resetKeptDraft = (): void => {
  kept = null;
};

/** Navigates with a full page load, as PRODUCT.md §2 says (the catalogue reads its state from the URL). */
export const navigateTo = { assign: (url: string) => window.location.assign(url) };

/**
 * All filters: opens, closes and holds its fields (deal type, rooms, price and area ranges, keywords); applying
 * goes to the catalogue URL. The catalogue issue adds the location and property-type option lists.
 */
export const FilterPopup = observer(function FilterPopup() {
  const { t } = useTranslation('shell');
  const { ui, filter, locale, currency } = useRootStore();
  // A reset replaces the filter state object, which drops the kept draft.
  const [draft, setDraft] = useState<FilterDraft>(() => (kept && kept.state === filter.state ? kept.draft : draftFromState(filter.state)));
  useEffect(() => {
    kept = { draft, state: filter.state };
  }, [draft, filter]);
  const text = (field: 'price_from' | 'price_to' | 'area_from' | 'area_to' | 'keywords') => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const toggleRoom = (room: string) =>
    setDraft((d) => ({ ...d, rooms: d.rooms.includes(room) ? d.rooms.filter((r) => r !== room) : [...d.rooms, room] }));

  const apply = () => {
    filter.set('rooms', draft.rooms);
    filter.set('keywords', draft.keywords);
    ui.closePopup('filter');
    kept = null;
    navigateTo.assign(draftUrl(locale.lang, draft, currency.currency));
  };
  const clear = () => setDraft({ ...draftFromState(filter.state), rooms: [], price_from: '', price_to: '', area_from: '', area_to: '', keywords: '', propertyType: '', region: null, city: null, districts: [] });

  return (
    <Dialog title={t('filter.title')} onClose={() => ui.closePopup('filter')} size="wide" testId="filter-popup">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className={styles.filterGrid}>
          <div className={styles.filterField}>
            <label htmlFor="filter-deal">{t('filter.dealType')}</label>
            <select id="filter-deal" value={draft.dealType} onChange={(e) => setDraft((d) => ({ ...d, dealType: e.target.value as DealType }))}>
              {DEALS.map((deal) => (
                <option key={deal} value={deal}>
                  {t(`filter.deal.${deal}`)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={`${styles.filterField} ${styles.rooms}`}>
            <legend>{t('filter.rooms')}</legend>
            {FILTER_ROOMS.map((room) => (
              <label key={room} className={styles.option}>
                <input type="checkbox" checked={draft.rooms.includes(room)} onChange={() => toggleRoom(room)} /> {room}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.filterField}>
            <legend>{t('filter.price', { currency: currency.currency })}</legend>
            <div className={styles.range}>
              <input type="number" min={0} inputMode="numeric" aria-label={t('filter.from')} value={draft.price_from} onChange={text('price_from')} />
              <input type="number" min={0} inputMode="numeric" aria-label={t('filter.to')} value={draft.price_to} onChange={text('price_to')} />
            </div>
          </fieldset>
          <fieldset className={styles.filterField}>
            <legend>{t('filter.area')}</legend>
            <div className={styles.range}>
              <input type="number" min={0} inputMode="numeric" aria-label={t('filter.areaFrom')} value={draft.area_from} onChange={text('area_from')} />
              <input type="number" min={0} inputMode="numeric" aria-label={t('filter.areaTo')} value={draft.area_to} onChange={text('area_to')} />
            </div>
          </fieldset>
          <div className={styles.filterField}>
            <label htmlFor="filter-keywords">{t('filter.keywords')}</label>
            <input id="filter-keywords" type="search" value={draft.keywords} onChange={text('keywords')} />
          </div>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={clear}>
            {t('filter.clear')}
          </button>
          <button type="submit" className={styles.primary}>
            {t('filter.apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
});

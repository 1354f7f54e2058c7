import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Button, primitives, getApiClient, removeFavorite, useInitialPage, useRootStore, type PageProps } from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';
import { SelectField } from '@realty/shared/field';
import { ListState, useLoad } from '@realty/shared/sections';
import { FAVORITES_PAGE_SIZE, fetchFavoriteListings, type FavoriteCard, type FavoriteSort } from '@realty/shared/contracts/account';
import { ProfileLayout } from '../components/ProfileLayout';
import styles from '../components/Profile.module.css';
import { MoreButton } from '../components/MoreButton';
import { usePageTexts } from './texts';

const UNDO_MS = 6000;

/** profile/favorites: the favourite listings as the shared cards; remove with undo; hidden or sold ones greyed. */
export default observer(function FavoritesPage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'lists');
  const { favorites, ui } = useRootStore();
  const { pathname, search } = useLocation();
  // The first page as the server inlined it (default sort); any later load asks the API.
  const inlined = useInitialPage('profileFavorites', `${pathname}${search}`);
  const [sort, setSort] = useState<FavoriteSort>('added');
  const list = useLoad(() => fetchFavoriteListings(getApiClient(), { sort, perPage: FAVORITES_PAGE_SIZE }, lang), `${lang}:${sort}`, inlined);
  // A removed card disappears at once; the server call waits UNDO_MS so "Undo" needs no new request.
  const [pending, setPending] = useState<FavoriteCard | null>(null);
  const pendingRef = useRef<FavoriteCard | null>(null);
  pendingRef.current = pending;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef<(() => void) | null>(null);

  const commit = (card: FavoriteCard) => {
    timer.current = null;
    commitRef.current = null;
    setPending((p) => (p?.id === card.id ? null : p));
    removeFavorite(getApiClient(), card.id, undefined, lang).then(
      () => {
        if (favorites.has(card.id)) void favorites.toggle(card.id);
      },
      () => {
        ui.notify(t('favorites.removeFailed'));
        list.reload();
      },
    );
  };
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    commitRef.current?.();
  };
  // Leaving the page commits a pending removal: in-app navigation unmounts the page; closing or reloading the tab
  // fires `pagehide`, where only a keepalive request still gets out.
  useEffect(() => {
    const onHide = () => {
      if (!commitRef.current || !pendingRef.current) return;
      if (timer.current) clearTimeout(timer.current);
      commitRef.current = null;
      void removeFavorite(getApiClient(), pendingRef.current.id, undefined, lang, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const remove = (card: FavoriteCard) => {
    flush();
    list.set((reply) => ({ ...reply, data: reply.data.filter((c) => c.id !== card.id), meta: { ...reply.meta, total: reply.meta.total - 1 } }));
    setPending(card);
    commitRef.current = () => commit(card);
    timer.current = setTimeout(() => commitRef.current?.(), UNDO_MS);
  };
  const undo = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    commitRef.current = null;
    setPending(null);
    list.reload();
  };

  const cards = list.data?.data ?? [];
  const note = (card: FavoriteCard | { id: number }) => {
    const availability = (card as FavoriteCard).availability;
    return availability === 'hidden' ? t('favorites.hiddenNote') : availability === 'removed' ? t('favorites.removedNote') : undefined;
  };
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileFavorites')}>
      <div className={styles.toolbar}>
        <p className={primitives.muted} aria-live="polite">
          {list.data ? t('favorites.count', { count: list.data.meta.total }) : null}
        </p>
        <SelectField label={t('favorites.sort')} value={sort} onChange={(event) => {
            flush();
            setSort(event.target.value as FavoriteSort);
          }} data-testid="favorites-sort">
          <option value="added">{t('favorites.sortAdded')}</option>
          <option value="price_asc">{t('favorites.sortPriceAsc')}</option>
          <option value="price_desc">{t('favorites.sortPriceDesc')}</option>
        </SelectField>
      </div>
      <ListState state={list} failed={t('common.loadFailed')} retry={t('common.retry')} count={cards.length} empty={t('favorites.empty')} emptyClassName={styles.empty} />
      {cards.length ? (
        <ListingGrid
          cards={cards}
          lang={lang}
          priorityCount={3}
          label={t('favorites.listLabel')}
          testId="favorites-grid"
          inactiveNote={note}
          footer={(card) => (
            <div className={primitives.actions}>
              <Button variant="secondary" size="small" onClick={() => remove(card as FavoriteCard)} data-testid="favorite-remove">
                {t('favorites.remove')}
                <span className={primitives.visuallyHidden}>: {card.title}</span>
              </Button>
            </div>
          )}
        />
      ) : null}
      <MoreButton list={list} fetchPage={(page) => fetchFavoriteListings(getApiClient(), { sort, perPage: 50, page }, lang)} idOf={(c) => c.id} />
      <div aria-live="polite">
        {pending ? (
          <div className={styles.undo} data-testid="favorite-undo-bar">
            <span>{t('favorites.removed', { title: pending.title })}</span>
            <Button variant="link" onClick={undo} data-testid="favorite-undo">
              {t('favorites.undo')}
            </Button>
          </div>
        ) : null}
      </div>
    </ProfileLayout>
  );
});

import { observer } from 'mobx-react-lite';
import { addFavorite, getApiClient, removeFavorite, useCommonT, useRootStore } from '@realty/shared';
import styles from './ListingCard.module.css';

/**
 * The favourite toggle of cards and the listing page. Signed out: the sign-in popup, this page is where sign-in
 * returns to, and the listing is added once signed in. Signed in: flips at once, saves, and rolls back with a message if saving fails; the header badge follows
 * through the bus (`favorites:changed`).
 */
export const FavoriteButton = observer(function FavoriteButton({ id, title, className }: { id: number; title: string; className?: string }) {
  const t = useCommonT();
  const { auth, favorites, ui, locale } = useRootStore();
  const on = auth.isAuthenticated && favorites.has(id);
  const toggle = () => {
    const api = getApiClient();
    favorites
      .toggle(id, (listing, favorite) => (favorite ? addFavorite(api, listing, undefined, locale.lang) : removeFavorite(api, listing, undefined, locale.lang)))
      .catch(() => ui.notify(t('card.favoriteFailed')));
  };
  const onClick = () => {
    if (!auth.user) {
      // After signing in the listing is added (not toggled: it may be a favourite already). The page's address is read
      // at the tap, not subscribed to: every card would render again on each navigation of the catalogue.
      auth.requireAuth(window.location.pathname + window.location.search, () => {
        if (!favorites.has(id)) toggle();
      });
      return;
    }
    toggle();
  };
  return (
    <button
      type="button"
      className={[styles.favorite, on ? styles.favoriteOn : '', className].filter(Boolean).join(' ')}
      aria-pressed={on}
      aria-label={`${on ? t('card.favoriteRemove') : t('card.favoriteAdd')}: ${title}`}
      title={on ? t('card.favoriteRemove') : t('card.favoriteAdd')}
      onClick={onClick}
      data-testid="favorite-toggle"
      // A tap before hydration is kept and replayed once hydrated (the inline loader; shell/src/app/early-input.ts).
      data-replay=""
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.5 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3h3C14.3 6.1 15.6 5 17.6 5 21 5 23.1 8.5 21.6 11.9 19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
});

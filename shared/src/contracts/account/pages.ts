// The account pages whose first data the server inlines (web/pages.ts): a slice adds its pages to the kernel's
// PageDataMap here, so the kernel names no slice's types.
import type { ListMeta } from '../../schemas/catalog';
import type { FavoriteCard } from './schemas';

declare module '../../schemas/pages' {
  interface PageDataMap {
    /** profile/favorites: the first page of the signed-in user's favourites, newest added first (private). */
    profileFavorites: { data: FavoriteCard[]; meta: ListMeta };
  }
}

/** Cards per page of profile/favorites (the inlined first page and the page's own requests). */
export const FAVORITES_PAGE_SIZE = 50;

// Typed calls of the favourite heart that every listing card shows (shared/src/listing/FavoriteButton.tsx;
// PRODUCT.md §7; docs/AUTH.md). The account domain's other calls are its contract's (@realty/shared/contracts/account).
// `user_id` is kept for compatibility and must be the signed-in user's own id (403 otherwise, 401 signed out); it may
// be omitted.
import type { Lang } from '../routes';
import type { ApiClient } from './client';
import type { MessageReply } from './auth';

const uid = (userId?: number) => (userId === undefined ? {} : { user_id: userId });

/** POST /api/realty/favorite: 201 added (200 when it already was); `message` is the success toast. */
export const addFavorite = (api: ApiClient, realtyId: number, userId?: number, lang?: Lang): Promise<MessageReply & { data: { realty_id: number; is_favorite: true } }> =>
  api.post(api.langPath('/api/realty/favorite', lang), { ...uid(userId), realty_id: realtyId });

/** DELETE /api/realty/favorite?realty_id&user_id. `keepalive`: the request survives the page being closed. */
export const removeFavorite = (
  api: ApiClient,
  realtyId: number,
  userId?: number,
  lang?: Lang,
  opts: { keepalive?: boolean } = {},
): Promise<MessageReply & { data: { realty_id: number; is_favorite: false } }> =>
  api.delete(api.langPath('/api/realty/favorite', lang), {
    params: { ...uid(userId), realty_id: realtyId },
    ...(opts.keepalive ? { keepalive: true } : {}),
  });

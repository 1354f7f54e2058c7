// Typed calls of the account domain that only one remote makes: the signed-in user's favourites list, saved
// searches, own listings, dashboard and profile (mf-profile; saving a search: mf-catalog) and sign-up, sign-in and
// password reset (mf-auth). PRODUCT.md §7; docs/AUTH.md. `user_id` is kept for compatibility and must be the
// signed-in user's own id (403 otherwise, 401 signed out); it may be omitted. The calls the shell and several
// remotes make (CSRF cookie, current user, the favourite heart) stay in the kernel (@realty/shared).
import type { Lang } from '../../routes';
import type { ListMeta } from '../../schemas/catalog';
import type { ApiClient } from '../../api/client';
import type { MessageReply, UserReply } from '../../api/auth';
import type {
  AccountSummary,
  DeletedListing,
  FavoriteCard,
  FavoriteSort,
  ListingStats,
  OwnListingCard,
  OwnListingStatus,
  SavedSearch,
  SavedSearchAlert,
} from './schemas';
import type { DeleteAccountBody, EmailChangeBody, PasswordBody, PendingEmail, PersonalDataFormat, ProfileBody } from './profile-schemas';
import type { LoginInput, RegisterInput, ResetPasswordInput } from './auth-schemas';

const uid = (userId?: number) => (userId === undefined ? {} : { user_id: userId });
/** `page` and `per_page` of a paged list, each only when given (the API's defaults otherwise). */
const pageParams = (opts: { page?: number; perPage?: number }) => ({
  ...(opts.page ? { page: opts.page } : {}),
  ...(opts.perPage ? { per_page: opts.perPage } : {}),
});

/** The body with `lang` added when a language is given. */
const withLang = <T extends object>(body: T, lang: Lang | undefined): T | (T & { lang: Lang }) =>
  lang === undefined ? body : { ...body, lang };

// ---- sign-up, sign-in, password reset (mf-auth). Paths carry the interface language so that server messages come
// back translated; register, login and forgot also say `lang` in the body when it is given.

/**
 * POST /{lang}/api/register: 200 with the same neutral message whether or not the address has an account (no account
 * enumeration). A new account is signed in (ask `fetchUser`); for a taken address nothing is created and its owner
 * gets an e-mail. 422 `errors` per field.
 */
export const register = (api: ApiClient, input: RegisterInput, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath('/api/register', lang), withLang(input, lang));

/** POST /{lang}/api/login. 422 on wrong credentials (`errors.email`), 429 + Retry-After when throttled. */
export const login = (api: ApiClient, input: LoginInput, lang?: Lang): Promise<UserReply> =>
  api.post(api.langPath('/api/login', lang), withLang(input, lang));

/** POST /{lang}/api/password/forgot: the same neutral message whether or not the address has an account. */
export const requestPasswordReset = (api: ApiClient, email: string, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath('/api/password/forgot', lang), withLang({ email }, lang));

/** GET /{lang}/api/password/reset?token=: is the link still valid (unused, younger than one hour)? */
export const checkPasswordResetToken = (api: ApiClient, token: string, lang?: Lang): Promise<{ data: { valid: boolean } }> =>
  api.get(api.langPath('/api/password/reset', lang), { params: { token } });

/** POST /{lang}/api/password/reset: sets the new password; every session of the user ends. */
export const resetPassword = (api: ApiClient, input: ResetPasswordInput, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath('/api/password/reset', lang), input);

// ---- favourites

/** GET /api/user/favorite: favorite listing cards (hidden and removed ones flagged by `availability`). */
export const fetchFavoriteListings = (
  api: ApiClient,
  opts: { userId?: number; page?: number; perPage?: number; sort?: FavoriteSort } = {},
  lang?: Lang,
): Promise<{ data: FavoriteCard[]; meta: ListMeta }> =>
  api.get(api.langPath('/api/user/favorite', lang), {
    params: {
      ...uid(opts.userId),
      ...pageParams(opts),
      ...(opts.sort ? { sort: opts.sort } : {}),
    },
  });

// ---- saved searches

/** POST /api/realty/filter/save: stores the catalogue filter (unknown fields are dropped); at most 50. */
export const saveSearch = (
  api: ApiClient,
  input: { filter: Record<string, unknown>; name?: string; url?: string; alert?: SavedSearchAlert; userId?: number },
  lang?: Lang,
): Promise<MessageReply & { data: SavedSearch }> => {
  const { userId, ...body } = input;
  return api.post(api.langPath('/api/realty/filter/save', lang), { ...uid(userId), ...body });
};

/** GET /api/saved-searches. */
export const fetchSavedSearches = (api: ApiClient, userId?: number, lang?: Lang): Promise<{ data: SavedSearch[] }> =>
  api.get(api.langPath('/api/saved-searches', lang), { params: uid(userId) });

/** PATCH /api/saved-searches/:id (rename and/or change the alert). */
export const updateSavedSearch = (
  api: ApiClient,
  id: number,
  changes: { name?: string; alert?: SavedSearchAlert; userId?: number },
  lang?: Lang,
): Promise<MessageReply & { data: SavedSearch }> => {
  const { userId, ...body } = changes;
  return api.patch(api.langPath(`/api/saved-searches/${id}`, lang), { ...uid(userId), ...body });
};

/** POST /api/saved-searches/:id/seen: the user opened the search (its "new" count starts again). */
export const markSavedSearchSeen = (api: ApiClient, id: number, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath(`/api/saved-searches/${id}/seen`, lang), {});

/** DELETE /api/saved-searches/:id. */
export const deleteSavedSearch = (api: ApiClient, id: number, userId?: number, lang?: Lang): Promise<MessageReply> =>
  api.delete(api.langPath(`/api/saved-searches/${id}`, lang), { params: uid(userId) });

// ---- own listings

/** GET /api/user/list: own listings (active and hidden) with status; `status` narrows the list. */
export const fetchOwnListings = (
  api: ApiClient,
  opts: { userId?: number; status?: OwnListingStatus; page?: number; perPage?: number } = {},
  lang?: Lang,
): Promise<{ data: OwnListingCard[]; meta: ListMeta & { counts: { active: number; hidden: number } } }> =>
  api.get(api.langPath('/api/user/list', lang), {
    params: {
      ...uid(opts.userId),
      ...(opts.status ? { status: opts.status } : {}),
      ...pageParams(opts),
    },
  });

/** PATCH /api/user/list: hide or show an own listing. */
export const setOwnListingStatus = (api: ApiClient, realtyId: number, status: OwnListingStatus, userId?: number, lang?: Lang): Promise<MessageReply & { data: { id: number; status: OwnListingStatus } }> =>
  api.patch(api.langPath('/api/user/list', lang), { ...uid(userId), realty_id: realtyId, status });

/** DELETE /api/user/list?realty_id&user_id: soft delete. */
export const deleteOwnListing = (api: ApiClient, realtyId: number, userId?: number, lang?: Lang): Promise<MessageReply> =>
  api.delete(api.langPath('/api/user/list', lang), { params: { ...uid(userId), realty_id: realtyId } });

/** GET /api/user/list/deleted: listings deleted in the last 30 days that the user may restore (a team's, for its agency's owner). */
export const fetchDeletedListings = (api: ApiClient, opts: { page?: number } = {}, lang?: Lang): Promise<{ data: DeletedListing[]; meta: ListMeta }> =>
  api.get(api.langPath('/api/user/list/deleted', lang), { params: pageParams(opts) });

/** POST /api/user/list/:id/restore: bring a deleted listing back (active, or hidden when it was hidden). */
export const restoreListing = (api: ApiClient, id: number, lang?: Lang): Promise<MessageReply & { data: { id: number; status: OwnListingStatus } }> =>
  api.post(api.langPath(`/api/user/list/${id}/restore`, lang), {});

/** GET /api/user/list/:id/stats: the last 30 days, day by day. */
export const fetchListingStats = (api: ApiClient, id: number, lang?: Lang): Promise<{ data: ListingStats }> =>
  api.get(api.langPath(`/api/user/list/${id}/stats`, lang));

/** GET /api/user/summary: the dashboard counts. */
export const fetchAccountSummary = (api: ApiClient, lang?: Lang): Promise<{ data: AccountSummary }> =>
  api.get(api.langPath('/api/user/summary', lang));

// ---- profile

/** PATCH /api/profile: any of name, lastname, phone (a new e-mail needs `current_password` and is confirmed by a link). */
export const updateProfile = (api: ApiClient, input: ProfileBody, lang?: Lang): Promise<MessageReply & UserReply> =>
  api.patch(api.langPath('/api/profile', lang), input);

/** PUT /api/profile/password: other sessions end, this one stays. */
export const changePassword = (api: ApiClient, input: PasswordBody, lang?: Lang): Promise<MessageReply> =>
  api.put(api.langPath('/api/profile/password', lang), input);

/** POST /api/profile/photo (multipart `photo`): re-encoded to WebP 64/256/512; returns the user. */
export const uploadProfilePhoto = (api: ApiClient, photo: Blob, userId?: number, lang?: Lang): Promise<MessageReply & UserReply> => {
  const form = new FormData();
  if (userId !== undefined) form.append('user_id', String(userId));
  form.append('photo', photo);
  return api.post(api.langPath('/api/profile/photo', lang), form);
};

/** DELETE /api/profile/photo. */
export const deleteProfilePhoto = (api: ApiClient, userId?: number, lang?: Lang): Promise<MessageReply & UserReply> =>
  api.delete(api.langPath('/api/profile/photo', lang), { params: uid(userId) });

// ---- e-mail change (confirmed by a link sent to the new address) and account deletion

/** GET /api/profile/email: the current address and the change waiting for confirmation. */
export const fetchEmailStatus = (api: ApiClient, lang?: Lang): Promise<{ data: { email: string; pending: PendingEmail | null } }> =>
  api.get(api.langPath('/api/profile/email', lang));

/** POST /api/profile/email: mail a one-time link (24 hours) to the new address; throttled (429). */
export const requestEmailChange = (api: ApiClient, input: EmailChangeBody, lang?: Lang): Promise<MessageReply & { data: PendingEmail }> =>
  api.post(api.langPath('/api/profile/email', lang), input);

/** DELETE /api/profile/email: the pending link stops working (404 when there is none). */
export const cancelEmailChange = (api: ApiClient, lang?: Lang): Promise<MessageReply> => api.delete(api.langPath('/api/profile/email', lang));

/** POST /api/email-change/confirm: the token of the link (works signed out); 422 invalid/expired or taken. */
export const confirmEmailChange = (api: ApiClient, token: string, lang?: Lang): Promise<MessageReply & { data: { email: string } }> =>
  api.post(api.langPath('/api/email-change/confirm', lang), { token });

/**
 * GET /api/profile/data?format: everything the site holds about the signed-in user (KVKK), as the parsed JSON
 * document or the readable HTML page's text; 429 when downloaded too often.
 */
export const downloadPersonalData = (api: ApiClient, format: PersonalDataFormat, lang?: Lang): Promise<unknown> =>
  api.get<unknown>(api.langPath('/api/profile/data', lang), { params: { format } });

/** DELETE /api/profile { password }: listings hidden, personal data erased, invoices kept; the session ends. */
export const deleteAccount = (api: ApiClient, input: DeleteAccountBody, lang?: Lang): Promise<MessageReply> =>
  api.delete(api.langPath('/api/profile', lang), { data: input });

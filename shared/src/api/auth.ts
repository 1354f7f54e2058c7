// Typed calls of the session that several front ends make (PRODUCT.md §7; docs/AUTH.md): the CSRF cookie and the
// signed-in user. Each takes the page's ApiClient, which sends cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN on
// mutating requests. Call `fetchCsrfCookie` once before the first mutating request (and after a 419). Sign-up,
// sign-in and password reset are the account contract's calls (@realty/shared/contracts/account).
import type { Lang } from '../routes';
import type { AccountUser } from '../schemas/auth';
import type { ApiClient } from './client';

export interface UserReply {
  data: AccountUser;
}
export interface MessageReply {
  message: string;
}

/** GET /sanctum/csrf-cookie (204): sets the script-readable XSRF-TOKEN cookie. */
export const fetchCsrfCookie = async (api: ApiClient): Promise<void> => {
  await api.get<unknown>('/sanctum/csrf-cookie');
};

/** GET /{lang}/api/user: the signed-in user; rejects with status 401 when signed out. */
export const fetchUser = (api: ApiClient, lang?: Lang): Promise<UserReply> => api.get(api.langPath('/api/user', lang));

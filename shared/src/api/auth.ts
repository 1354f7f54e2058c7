// Typed calls of the auth API (PRODUCT.md §7; docs/AUTH.md). Each takes the page's ApiClient, which
// sends cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN on mutating requests. Call `fetchCsrfCookie`
// once before the first mutating request (and after a 419). Paths carry the interface language so that server
// messages come back translated; register, login and forgot also say `lang` in the body when it is given.
import type { Lang } from '../routes';
import type { AccountUser, LoginInput, RegisterInput, ResetPasswordInput } from '../schemas/auth';
import type { ApiClient } from './client';

export interface UserReply {
  data: AccountUser;
}
export interface MessageReply {
  message: string;
}

/** The body with `lang` added when a language is given. */
const withLang = <T extends object>(body: T, lang: Lang | undefined): T | (T & { lang: Lang }) =>
  lang === undefined ? body : { ...body, lang };

/** GET /sanctum/csrf-cookie (204): sets the script-readable XSRF-TOKEN cookie. */
export const fetchCsrfCookie = async (api: ApiClient): Promise<void> => {
  await api.get<unknown>('/sanctum/csrf-cookie');
};

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

/** POST /{lang}/api/logout (204): the session is destroyed. */
export const logout = async (api: ApiClient, lang?: Lang): Promise<void> => {
  await api.post<unknown>(api.langPath('/api/logout', lang));
};

/** GET /{lang}/api/user: the signed-in user; rejects with status 401 when signed out. */
export const fetchUser = (api: ApiClient, lang?: Lang): Promise<UserReply> => api.get(api.langPath('/api/user', lang));

/** GET /{lang}/api/refresh: extends the session to 30 days from now. */
export const refreshSession = (api: ApiClient, lang?: Lang): Promise<UserReply> => api.get(api.langPath('/api/refresh', lang));

/** POST /{lang}/api/password/forgot: the same neutral message whether or not the address has an account. */
export const requestPasswordReset = (api: ApiClient, email: string, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath('/api/password/forgot', lang), withLang({ email }, lang));

/** GET /{lang}/api/password/reset?token=: is the link still valid (unused, younger than one hour)? */
export const checkPasswordResetToken = (api: ApiClient, token: string, lang?: Lang): Promise<{ data: { valid: boolean } }> =>
  api.get(api.langPath('/api/password/reset', lang), { params: { token } });

/** POST /{lang}/api/password/reset: sets the new password; every session of the user ends. */
export const resetPassword = (api: ApiClient, input: ResetPasswordInput, lang?: Lang): Promise<MessageReply> =>
  api.post(api.langPath('/api/password/reset', lang), input);

// The auth calls of PRODUCT.md §7 (cookie session + XSRF, DECISIONS.md "Accounts and security").
// Paths carry the interface language so that server messages come back translated; the body also says `lang`.
import { getApiClient, type ApiClient, type AuthUser, type Lang } from '@realty/shared';

export interface RegisterInput {
  name: string;
  lastname: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  org_type: 'private' | 'corporate';
}

export interface AuthApi {
  /** GET /sanctum/csrf-cookie: sets the XSRF-TOKEN cookie that mutating requests send back. */
  csrf(): Promise<void>;
  login(input: { email: string; password: string }, lang: Lang): Promise<AuthUser>;
  register(input: RegisterInput, lang: Lang): Promise<AuthUser>;
  /** Neutral reply whatever the address (returns the server's message). */
  forgot(email: string, lang: Lang): Promise<string>;
  checkReset(token: string, lang: Lang): Promise<boolean>;
  reset(input: { token: string; password: string; password_confirmation: string }, lang: Lang): Promise<string>;
}

interface DataReply<T> {
  data: T;
}
interface MessageReply {
  message?: string;
}

export function createAuthApi(api: () => ApiClient = getApiClient): AuthApi {
  return {
    async csrf() {
      await api().get('/sanctum/csrf-cookie');
    },
    async login(input, lang) {
      const reply = await api().post<DataReply<AuthUser>>(`/${lang}/api/login`, { ...input, lang });
      return reply.data;
    },
    async register(input, lang) {
      const reply = await api().post<DataReply<AuthUser>>(`/${lang}/api/register`, { ...input, lang });
      return reply.data;
    },
    async forgot(email, lang) {
      const reply = await api().post<MessageReply>(`/${lang}/api/password/forgot`, { email, lang });
      return reply.message ?? '';
    },
    async checkReset(token, lang) {
      const reply = await api().get<DataReply<{ valid: boolean }>>(`/${lang}/api/password/reset`, { params: { token } });
      return reply.data.valid;
    },
    async reset(input, lang) {
      const reply = await api().post<MessageReply>(`/${lang}/api/password/reset`, input);
      return reply.message ?? '';
    },
  };
}

/** The calls the forms use; tests swap it with `setAuthApi`. */
let current: AuthApi = createAuthApi();
export const authApi = (): AuthApi => current;
export function setAuthApi(next: AuthApi | null): void {
  current = next ?? createAuthApi();
}

import { fetchCsrfCookie } from '../../api/auth';
import { createApiClient, type HttpRequest, type Transport } from '../../api/client';
import { checkPasswordResetToken, login, register, requestPasswordReset, resetPassword } from './client';

function recording(data: unknown): { api: ReturnType<typeof createApiClient>; seen: HttpRequest[] } {
  const seen: HttpRequest[] = [];
  const api = createApiClient({ getLang: () => 'tr' });
  const transport: Transport = (request) => {
    seen.push(request);
    // The server's reply to GET /sanctum/csrf-cookie sets the cookie a write sends back (api/client.ts).
    if (request.url === '/sanctum/csrf-cookie') document.cookie = 'XSRF-TOKEN=t; path=/';
    return Promise.resolve({ data, status: 200, statusText: 'OK' });
  };
  api.http.transport = transport;
  return { api, seen };
}
const body = (request: HttpRequest | undefined): unknown => request?.data;

describe('auth calls', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
  });

  it('use /{lang}/api paths with lang in the body (register, login, forgot), as mf-auth sends them', async () => {
    const { api, seen } = recording({ data: { id: 7 }, message: 'ok' });
    await fetchCsrfCookie(api);
    await expect(login(api, { email: 'a@b.c', password: 'secret-123' }, 'en')).resolves.toEqual({ data: { id: 7 }, message: 'ok' });
    await register(
      api,
      { name: 'A', lastname: 'B', phone: '+905321234567', email: 'a@b.c', password: 'p', password_confirmation: 'p', org_type: 'private' },
      'ru',
    );
    await requestPasswordReset(api, 'a@b.c', 'en');
    await resetPassword(api, { token: 't', password: 'p', password_confirmation: 'p' }, 'ru');
    expect(seen.map((config) => `${config.method ?? ''} ${config.url ?? ''}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /en/api/login',
      'POST /ru/api/register',
      'POST /en/api/password/forgot',
      'POST /ru/api/password/reset',
    ]);
    expect(body(seen[1])).toEqual({ email: 'a@b.c', password: 'secret-123', lang: 'en' });
    expect(body(seen[2])).toMatchObject({ name: 'A', org_type: 'private', lang: 'ru' });
    expect(body(seen[3])).toEqual({ email: 'a@b.c', lang: 'en' });
    expect(body(seen[4])).toEqual({ token: 't', password: 'p', password_confirmation: 'p' });
  });

  it('checks a reset token with a GET and the token as a query parameter', async () => {
    const { api, seen } = recording({ data: { valid: false } });
    await expect(checkPasswordResetToken(api, 'tok', 'en')).resolves.toEqual({ data: { valid: false } });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/en/api/password/reset');
    expect(seen[0]?.params).toEqual({ token: 'tok' });
  });

  it('without a language use the client language and leave the body as given', async () => {
    const { api, seen } = recording({ message: 'sent' });
    await requestPasswordReset(api, 'a@b.c');
    expect(seen.map((r) => r.url)).toEqual(['/sanctum/csrf-cookie', '/tr/api/password/forgot']); // a first write fetches the cookie
    expect(body(seen[1])).toEqual({ email: 'a@b.c' });
  });
});

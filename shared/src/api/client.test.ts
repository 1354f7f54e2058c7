import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, createApiClient, getApiClient, _resetApiClient, toApiError } from './client';

function fakeAdapter(status: number, data: unknown, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return (config) => {
    seen.push(config);
    const response = { data, status, statusText: status === 200 ? 'OK' : 'Error', headers: {}, config };
    if (status >= 400) return Promise.reject(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response));
    return Promise.resolve(response);
  };
}

describe('api client', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
    _resetApiClient();
  });

  it('sends credentials and the XSRF header on mutating requests only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const seen: InternalAxiosRequestConfig[] = [];
    const api = createApiClient({ getLang: () => 'ru' });
    api.http.defaults.adapter = fakeAdapter(200, { ok: true }, seen);
    await expect(api.get('/api/blog')).resolves.toEqual({ ok: true });
    await api.post('/en/api/login', { email: 'a@b.c' });
    expect(seen[0]?.withCredentials).toBe(true);
    expect(AxiosHeaders.from(seen[0]?.headers).get('X-XSRF-TOKEN')).toBeUndefined();
    expect(AxiosHeaders.from(seen[1]?.headers).get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('on 419 fetches a fresh XSRF cookie and sends the call once more with it; a second 419 is the error', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const api = createApiClient();
    let posts = 0;
    api.http.defaults.adapter = (config) => {
      seen.push(config);
      if (config.url === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return Promise.resolve({ data: '', status: 204, statusText: 'No Content', headers: {}, config });
      }
      posts += 1;
      const ok = AxiosHeaders.from(config.headers).get('X-XSRF-TOKEN') === 'fresh' && posts < 3;
      const response = { data: ok ? { phones: ['+90'] } : { message: 'CSRF token mismatch.' }, status: ok ? 200 : 419, statusText: '', headers: {}, config };
      return ok ? Promise.resolve(response) : Promise.reject(new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response));
    };
    await expect(api.post('/en/api/agents/1/phone')).resolves.toEqual({ phones: ['+90'] });
    expect(seen.map((c) => c.url)).toEqual(['/en/api/agents/1/phone', '/sanctum/csrf-cookie', '/en/api/agents/1/phone']);
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    posts = 2;
    await expect(api.post('/en/api/agents/1/phone')).rejects.toMatchObject({ status: 419, message: 'CSRF token mismatch.' });
  });

  it('prefixes paths with the language', () => {
    const api = createApiClient({ getLang: () => 'ru' });
    expect(api.langPath('/api/blog')).toBe('/ru/api/blog');
    expect(api.langPath('api/realty', 'en')).toBe('/en/api/realty');
  });

  it('maps error replies to ApiError with field errors', async () => {
    const api = createApiClient();
    api.http.defaults.adapter = fakeAdapter(422, { message: 'The given data was invalid.', errors: { email: ['E-mail is required'] } });
    const error: unknown = await api.post('/en/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.', network: false, errors: { email: ['E-mail is required'] } });
    expect((error as ApiError).first('email')).toBe('E-mail is required');
  });

  it('marks requests without a response as network errors', () => {
    const error = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error).toMatchObject({ status: 0, network: true, message: 'Network Error' });
    expect(toApiError(new Error('x')).network).toBe(true);
  });

  it('getApiClient() is one instance', () => {
    expect(getApiClient()).toBe(getApiClient());
  });
});

import { ApiError, createApiClient, getApiClient, queryString, _resetApiClient, toApiError, type HttpRequest, type HttpResponse, type Transport } from './client';

function fakeTransport(status: number, data: unknown, seen: HttpRequest[] = []): Transport {
  return (request) => {
    seen.push(request);
    return Promise.resolve({ data, status, statusText: status === 200 ? 'OK' : 'Error' });
  };
}

describe('api client', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
    _resetApiClient();
  });

  it('sends JSON and the XSRF header on mutating requests only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const seen: HttpRequest[] = [];
    const api = createApiClient({ getLang: () => 'ru' });
    api.http.transport = fakeTransport(200, { ok: true }, seen);
    await expect(api.get('/api/blog')).resolves.toEqual({ ok: true });
    await api.post('/en/api/login', { email: 'a@b.c' });
    expect(seen[0]?.headers).toEqual({ Accept: 'application/json' });
    expect(seen[0]?.headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(seen[1]?.headers['X-XSRF-TOKEN']).toBe('abc==');
    expect(seen[1]?.data).toEqual({ email: 'a@b.c' });
  });

  it('on 419 fetches a fresh XSRF cookie and sends the call once more with it; a second 419 is the error', async () => {
    const seen: HttpRequest[] = [];
    const api = createApiClient();
    let posts = 0;
    api.http.transport = (request): Promise<HttpResponse> => {
      seen.push(request);
      if (request.url === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return Promise.resolve({ data: '', status: 204, statusText: 'No Content' });
      }
      posts += 1;
      const ok = request.headers['X-XSRF-TOKEN'] === 'fresh' && posts < 3;
      return Promise.resolve({ data: ok ? { phones: ['+90'] } : { message: 'CSRF token mismatch.' }, status: ok ? 200 : 419, statusText: '' });
    };
    document.cookie = 'XSRF-TOKEN=rotated; path=/'; // from before a sign-in
    await expect(api.post('/en/api/agents/1/phone')).resolves.toEqual({ phones: ['+90'] });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /en/api/agents/1/phone', 'GET /sanctum/csrf-cookie', 'POST /en/api/agents/1/phone']);
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    posts = 2;
    await expect(api.post('/en/api/agents/1/phone')).rejects.toMatchObject({ status: 419, message: 'CSRF token mismatch.' });
  });

  it('a first write without an XSRF cookie fetches it first (once for writes sent together): no 419, no second send', async () => {
    const seen: HttpRequest[] = [];
    const api = createApiClient();
    api.http.transport = (request): Promise<HttpResponse> => {
      seen.push(request);
      if (request.url === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=first; path=/';
        return Promise.resolve({ data: '', status: 204, statusText: 'No Content' });
      }
      const ok = request.headers['X-XSRF-TOKEN'] === 'first';
      return Promise.resolve({ data: ok ? { phones: ['+90'] } : { message: 'CSRF token mismatch.' }, status: ok ? 200 : 419, statusText: '' });
    };
    await Promise.all([api.post('/en/api/agencies/2/phone'), api.post('/en/api/agents/1/phone')]);
    expect(seen[0]?.url).toBe('/sanctum/csrf-cookie');
    expect(seen.slice(1).map((r) => `${r.method} ${r.url}`).sort()).toEqual(['POST /en/api/agencies/2/phone', 'POST /en/api/agents/1/phone']);
    await api.post('/en/api/agents/1/phone');
    expect(seen.filter((r) => r.url === '/sanctum/csrf-cookie')).toHaveLength(1);
  });

  it('two clients writing at once without an XSRF cookie share one cookie fetch (two would set two tokens: a 419)', async () => {
    const seen: HttpRequest[] = [];
    let issued = 0;
    const transport: Transport = (request): Promise<HttpResponse> => {
      seen.push(request);
      if (request.url === '/sanctum/csrf-cookie') {
        issued += 1;
        const token = `t${issued}`;
        // The cookie arrives with the reply, a moment later (another fetch may start meanwhile).
        return new Promise((resolve) =>
          setTimeout(() => {
            document.cookie = `XSRF-TOKEN=${token}; path=/`;
            resolve({ data: '', status: 204, statusText: 'No Content' });
          }, 5),
        );
      }
      const ok = request.headers['X-XSRF-TOKEN'] === document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1];
      return Promise.resolve({ data: ok ? { ok: true } : { message: 'CSRF token mismatch.' }, status: ok ? 200 : 419, statusText: '' });
    };
    const shellClient = createApiClient();
    const storeClient = createApiClient();
    shellClient.http.transport = transport;
    storeClient.http.transport = transport;
    await Promise.all([shellClient.post('/en/api/realty/240/phone'), storeClient.post('/en/api/realty/240/view')]);
    expect(seen.filter((r) => r.url === '/sanctum/csrf-cookie')).toHaveLength(1);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('prefixes paths with the language', () => {
    const api = createApiClient({ getLang: () => 'ru' });
    expect(api.langPath('/api/blog')).toBe('/ru/api/blog');
    expect(api.langPath('api/realty', 'en')).toBe('/en/api/realty');
  });

  it('maps error replies to ApiError with field errors', async () => {
    const api = createApiClient();
    api.http.transport = fakeTransport(422, { message: 'The given data was invalid.', errors: { email: ['E-mail is required'] } });
    const error: unknown = await api.post('/en/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.', network: false, errors: { email: ['E-mail is required'] } });
    expect((error as ApiError).first('email')).toBe('E-mail is required');
  });

  it('an error reply without a message takes the status text', async () => {
    const api = createApiClient();
    api.http.transport = () => Promise.resolve({ data: '<html>', status: 502, statusText: 'Bad Gateway' });
    await expect(api.get('/en/api/realty')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', network: false });
  });

  it('marks requests without a response as network errors, and calls the loading hooks around every request', async () => {
    const events: string[] = [];
    const api = createApiClient({ onRequestStart: () => events.push('start'), onRequestEnd: () => events.push('end') });
    api.http.transport = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(api.get('/en/api/realty')).rejects.toMatchObject({ status: 0, network: true, message: 'Network Error' });
    expect(events).toEqual(['start', 'end']);
    expect(toApiError(new Error('x')).network).toBe(true);
  });

  it('sends the body of a DELETE and keepalive through to the transport', async () => {
    const seen: HttpRequest[] = [];
    const api = createApiClient();
    api.http.transport = fakeTransport(200, { message: 'ok' }, seen);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    await api.delete('/en/api/profile', { data: { password: 'p' }, keepalive: true, params: { user_id: 3 } });
    expect(seen[0]).toMatchObject({ method: 'DELETE', data: { password: 'p' }, keepalive: true, params: { user_id: 3 } });
  });

  it('writes query strings as axios did: undefined and null left out, `+` as %2B, commas and brackets kept', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ rooms: '2+1,3+1', q: 'deniz manzaralı', page: 2, skip: undefined, none: null, ok: true })).toBe(
      '?rooms=2%2B1,3%2B1&q=deniz+manzaral%C4%B1&page=2&ok=true',
    );
    expect(queryString({ ids: [1, 2] })).toBe('?ids[]=1&ids[]=2');
  });

  it('an upload with a progress callback goes through XMLHttpRequest and reports its progress', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    const sent: { method: string; url: string; headers: Record<string, string>; body: unknown; credentials: boolean }[] = [];
    class FakeXhr {
      upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      withCredentials = false;
      status = 0;
      statusText = '';
      responseText = '';
      private request = { method: '', url: '', headers: {} as Record<string, string> };
      open(method: string, url: string) {
        this.request = { method, url, headers: {} };
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name] = value;
      }
      abort() {}
      send(body: unknown) {
        sent.push({ ...this.request, body, credentials: this.withCredentials });
        this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
        this.status = 202;
        this.statusText = 'Accepted';
        this.responseText = '{"data":{"status":"processing"}}';
        this.onload?.();
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const progress: number[] = [];
      const body = new FormData();
      body.append('photo', new Blob(['x']), 'a.jpg');
      const api = createApiClient();
      const reply = await api.post('/en/api/listings/drafts/1/photos', body, { onUploadProgress: (e) => progress.push(e.loaded / (e.total ?? 1)) });
      expect(reply).toEqual({ data: { status: 'processing' } });
      expect(progress).toEqual([0.5]);
      expect(sent).toEqual([
        { method: 'POST', url: '/en/api/listings/drafts/1/photos', headers: { Accept: 'application/json', 'X-XSRF-TOKEN': 'tok' }, body, credentials: true },
      ]);
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });

  it('getApiClient() is one instance', () => {
    expect(getApiClient()).toBe(getApiClient());
  });
});

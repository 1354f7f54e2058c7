// Front-end tests: answer the page's API client from a handler instead of the network.
import { configureApiClient, CSRF_COOKIE_PATH, XSRF_COOKIE, type ApiClient, type HttpRequest, type HttpResponse } from '../api/client';

export interface MockRequest {
  method: string;
  /** Path without the query, e.g. '/en/api/realty'. */
  path: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** Return `{ data }` (status 200), `{ status, data }`, or undefined for a 404. */
export type MockHandler = (request: MockRequest) => { status?: number; data?: unknown } | undefined | Promise<{ status?: number; data?: unknown } | undefined>;

export interface MockApi {
  api: ApiClient;
  calls: MockRequest[];
}

/** Configure the page's API client (getApiClient) to answer from `handler`; every request is recorded. */
export function mockApi(handler: MockHandler): MockApi {
  const calls: MockRequest[] = [];
  const api = configureApiClient({});
  api.http.transport = async (config: HttpRequest): Promise<HttpResponse> => {
    const url = new URL(config.url, 'http://test');
    // The XSRF cookie a first write fetches (api/client.ts) is the server's business, not the page's: answered here.
    if (url.pathname === CSRF_COOKIE_PATH) {
      document.cookie = `${XSRF_COOKIE}=test-token; path=/`;
      return { data: '', status: 204, statusText: 'No Content' };
    }
    const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
    Object.assign(params, config.params);
    const data: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method: config.method, path: url.pathname, params, data };
    calls.push(request);
    const reply = (await handler(request)) ?? { status: 404, data: { message: 'Not found' } };
    return { data: reply.data, status: reply.status ?? 200, statusText: String(reply.status ?? 200) };
  };
  return { api, calls };
}

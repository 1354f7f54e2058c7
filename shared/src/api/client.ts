import { DEFAULT_LANG, type Lang } from '../routes';
import { readCookie } from '../utils';

/** Every failed call rejects with this shape (PRODUCT.md §8, DECISIONS.md: a request without response is `network`). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly network: boolean;

  constructor(init: { status: number; message: string; errors?: Record<string, string[]>; network?: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    if (init.errors) this.errors = init.errors;
    this.network = init.network ?? false;
  }

  /** The first message for a field, for forms. */
  first(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sets the XSRF-TOKEN cookie (204). */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

function toStringArrays(value: unknown): Record<string, string[]> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** Query parameters of a call; undefined and null values are left out, arrays are sent as `key[]=a&key[]=b`. */
export type QueryParams = Record<string, unknown>;

/** Options of one call (the subset of fetch the site uses). */
export interface RequestConfig {
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The request outlives the page (fetch keepalive): a change sent while the tab closes. */
  keepalive?: boolean;
  /** The body of a DELETE (the other methods take it as an argument). */
  data?: unknown;
  /** Upload progress (fetch reports none: such a request goes through XMLHttpRequest). */
  onUploadProgress?: (event: { loaded: number; total?: number }) => void;
}

/** One request as the transport gets it: the method upper-case, `url` without the query, `data` as the caller gave it. */
export interface HttpRequest extends RequestConfig {
  method: string;
  url: string;
  params: QueryParams;
  headers: Record<string, string>;
}

/** A reply whatever its status: `data` is the parsed JSON body, the text when it is not JSON, '' when empty. */
export interface HttpResponse<T = unknown> {
  status: number;
  statusText: string;
  data: T;
}

/** Sends a request; rejects only when there is no reply (network failure, abort). Tests replace it (mockApi). */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** The reply of a failed call, as a rejection before it becomes an ApiError. */
class HttpStatusError extends Error {
  constructor(readonly response: HttpResponse) {
    super(`Request failed with status code ${response.status}`);
  }
}

/** Map anything a call throws to an ApiError (a reply with an error status, or no reply at all). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpStatusError) {
    const response = error.response;
    const body: unknown = response.data;
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' && record.message ? record.message : response.statusText || `HTTP ${response.status}`;
    const errors = toStringArrays(record.errors);
    return new ApiError({ status: response.status, message, ...(errors ? { errors } : {}) });
  }
  // fetch rejects with a TypeError ('Failed to fetch') when there is no reply: the same message axios used to give.
  const message = error instanceof TypeError ? 'Network Error' : error instanceof Error ? error.message : String(error);
  return new ApiError({ status: 0, message: message || 'Network Error', network: true });
}

/** `encodeURIComponent`, keeping the characters a query value may carry as they are (as axios did). */
const encodeParam = (value: string): string =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');

const paramValue = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value as string | number | boolean);

/** The query string of `params` ('' when there is none), with `?`. */
export function queryString(params: QueryParams = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) if (item !== undefined && item !== null) parts.push(`${encodeParam(`${key}[]`)}=${encodeParam(paramValue(item))}`);
    } else parts.push(`${encodeParam(key)}=${encodeParam(paramValue(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The request body and its content type: objects as JSON; FormData, Blob, URLSearchParams and strings as they are. */
function encodeBody(data: unknown): { body?: BodyInit; type?: string } {
  if (data === undefined) return {};
  if (typeof data === 'string') return { body: data, type: 'application/x-www-form-urlencoded' };
  if (
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer
  )
    return { body: data };
  return { body: JSON.stringify(data), type: 'application/json' };
}

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A request with upload progress (a photo): XMLHttpRequest, the one browser API that reports it. */
function xhrSend(url: string, request: HttpRequest, headers: Record<string, string>, body: BodyInit | undefined): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => request.onUploadProgress?.({ loaded: event.loaded, ...(event.lengthComputable ? { total: event.total } : {}) });
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, data: parseBody(xhr.responseText) });
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The browser's fetch, same-origin or with credentials for `baseURL`. */
const fetchTransport =
  (baseURL: string): Transport =>
  async (request) => {
    const { body, type } = encodeBody(request.data);
    const headers = { ...(type ? { 'Content-Type': type } : {}), ...request.headers };
    if (request.onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      return xhrSend(`${baseURL}${request.url}${queryString(request.params)}`, request, headers, body);
    }
    const response = await fetch(`${baseURL}${request.url}${queryString(request.params)}`, {
      method: request.method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
    return { status: response.status, statusText: response.statusText, data: parseBody(await response.text()) };
  };

export interface ApiClientOptions {
  /** '' for the same origin. */
  baseURL?: string;
  /** The active interface language, for language-prefixed paths. */
  getLang?: () => Lang;
  /** Called around every request (loading bar). */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
}

/** The client's HTTP layer: whole replies (status included), and the transport tests replace. */
export interface HttpClient {
  transport: Transport;
  /** Resolves with the reply of a 2xx status; rejects with an ApiError otherwise. */
  request<T>(method: string, path: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  get<T>(path: string, config?: RequestConfig): Promise<HttpResponse<T>>;
}

export interface ApiClient {
  readonly http: HttpClient;
  /** '/api/blog' -> '/en/api/blog' for the active (or given) language. */
  langPath(path: string, lang?: Lang): string;
  get<T>(path: string, config?: RequestConfig): Promise<T>;
  post<T>(path: string, body?: unknown, config?: RequestConfig): Promise<T>;
  put<T>(path: string, body?: unknown, config?: RequestConfig): Promise<T>;
  patch<T>(path: string, body?: unknown, config?: RequestConfig): Promise<T>;
  delete<T>(path: string, config?: RequestConfig): Promise<T>;
}

/**
 * The XSRF cookie fetch in flight, one for the page whichever client asks (the shell's and a store's made earlier):
 * two fetches set two different tokens, and a write carrying the first while the cookie holds the second gets a 419
 * (seen when a tap before hydration revealed a phone while the page's view counter posted).
 */
let csrfFetch: Promise<unknown> | null = null;

export function createApiClient({ baseURL = '', getLang = () => DEFAULT_LANG, onRequestStart, onRequestEnd }: ApiClientOptions = {}): ApiClient {
  /**
   * The first write of a visit (revealing a phone, adding a favourite) has no XSRF cookie yet: fetch it first, once for
   * writes sent together, instead of taking a 419 and sending the write twice. A failure here is left to the write.
   */
  const ensureCsrfCookie = async (): Promise<void> => {
    if (readCookie(XSRF_COOKIE)) return;
    csrfFetch ??= send('GET', CSRF_COOKIE_PATH, undefined, {}, true)
      .catch(() => undefined)
      .finally(() => {
        csrfFetch = null;
      });
    await csrfFetch;
  };
  const send = async <T>(method: string, url: string, data: unknown, config: RequestConfig, csrfRetried: boolean): Promise<HttpResponse<T>> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
    if (MUTATING.has(method)) {
      if (!csrfRetried) await ensureCsrfCookie();
      const token = readCookie(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    onRequestStart?.();
    let response: HttpResponse;
    try {
      response = await http.transport({ ...config, method, url, params: config.params ?? {}, headers, data });
    } catch (error) {
      throw toApiError(error);
    } finally {
      onRequestEnd?.();
    }
    if (response.status >= 200 && response.status < 300) return response as HttpResponse<T>;
    // 419: an XSRF cookie from before a sign-in or sign-out (the token is bound to the session and rotated), or none
    // (its fetch failed): fetch a fresh one and send the call once more.
    if (response.status === 419 && !csrfRetried && MUTATING.has(method)) {
      await send('GET', CSRF_COOKIE_PATH, undefined, {}, true);
      return send(method, url, data, config, true);
    }
    throw toApiError(new HttpStatusError(response));
  };

  const http: HttpClient = {
    transport: fetchTransport(baseURL),
    request: (method, path, data, config = {}) => send(method.toUpperCase(), path, data, config, false),
    get: (path, config) => http.request('GET', path, undefined, config),
  };

  const langPath = (path: string, lang: Lang = getLang()): string => `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
  const data = <T>(promise: Promise<HttpResponse<T>>): Promise<T> => promise.then((response) => response.data);

  return {
    http,
    langPath,
    get: (path, config) => data(http.request('GET', path, undefined, config)),
    post: (path, body, config) => data(http.request('POST', path, body, config)),
    put: (path, body, config) => data(http.request('PUT', path, body, config)),
    patch: (path, body, config) => data(http.request('PATCH', path, body, config)),
    delete: (path, config) => data(http.request('DELETE', path, config?.data, config)),
  };
}

let singleton: ApiClient | null = null;
let singletonOptions: ApiClientOptions = {};

/** Set the options of the page's client before first use (the shell does it at start-up). */
export function configureApiClient(options: ApiClientOptions): ApiClient {
  singletonOptions = options;
  singleton = createApiClient(options);
  return singleton;
}

/** The page's one API client. */
export function getApiClient(): ApiClient {
  singleton ??= createApiClient(singletonOptions);
  return singleton;
}

export function _resetApiClient(): void {
  singleton = null;
  singletonOptions = {};
}

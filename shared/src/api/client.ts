import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
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

const MUTATING = new Set(['post', 'put', 'patch', 'delete']);
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

/** Map anything axios throws to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) return new ApiError({ status: 0, message: error.message || 'Network Error', network: true });
    const body: unknown = response.data;
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' && record.message ? record.message : response.statusText || `HTTP ${response.status}`;
    const errors = toStringArrays(record.errors);
    return new ApiError({ status: response.status, message, ...(errors ? { errors } : {}) });
  }
  return new ApiError({ status: 0, message: error instanceof Error ? error.message : String(error), network: true });
}

export interface ApiClientOptions {
  /** '' for the same origin. */
  baseURL?: string;
  /** The active interface language, for language-prefixed paths. */
  getLang?: () => Lang;
  /** Called around every request (loading bar). */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
}

export interface ApiClient {
  readonly http: AxiosInstance;
  /** '/api/blog' -> '/en/api/blog' for the active (or given) language. */
  langPath(path: string, lang?: Lang): string;
  get<T>(path: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  patch<T>(path: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(path: string, config?: AxiosRequestConfig): Promise<T>;
}

export function createApiClient({ baseURL = '', getLang = () => DEFAULT_LANG, onRequestStart, onRequestEnd }: ApiClientOptions = {}): ApiClient {
  const http = axios.create({ baseURL, withCredentials: true, headers: { Accept: 'application/json' } });

  http.interceptors.request.use((config) => {
    onRequestStart?.();
    if (MUTATING.has((config.method ?? 'get').toLowerCase())) {
      const token = readCookie(XSRF_COOKIE);
      if (token) {
        const headers = AxiosHeaders.from(config.headers);
        headers.set(XSRF_HEADER, token);
        config.headers = headers;
      }
    }
    return config;
  });
  http.interceptors.response.use(
    (response) => {
      onRequestEnd?.();
      return response;
    },
    (error: unknown) => {
      onRequestEnd?.();
      // 419: no XSRF cookie yet (a first-time visitor) or one from before a sign-in or sign-out (the token is bound to
      // the session and rotated): fetch a fresh one and send the call once more.
      const config = error instanceof AxiosError ? (error.config as (InternalAxiosRequestConfig & { csrfRetried?: boolean }) | undefined) : undefined;
      if (error instanceof AxiosError && error.response?.status === 419 && config && !config.csrfRetried && MUTATING.has((config.method ?? 'get').toLowerCase())) {
        config.csrfRetried = true;
        return http.get(CSRF_COOKIE_PATH).then(() => http.request(config));
      }
      return Promise.reject(toApiError(error));
    },
  );

  const langPath = (path: string, lang: Lang = getLang()): string => `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
  const data = <T>(promise: Promise<{ data: T }>): Promise<T> => promise.then((response) => response.data);

  return {
    http,
    langPath,
    get: (path, config) => data(http.get(path, config)),
    post: (path, body, config) => data(http.post(path, body, config)),
    put: (path, body, config) => data(http.put(path, body, config)),
    patch: (path, body, config) => data(http.patch(path, body, config)),
    delete: (path, config) => data(http.delete(path, config)),
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

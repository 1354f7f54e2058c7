// Typed calls of the public catalogue API (PRODUCT.md §7). Each takes the page's ApiClient (fetch inside).
import type { Lang } from '../routes';
import type {
  CardListReply,
  CatalogQueryInput,
  CatalogReply,
  FilterOptionsReply,
  GetPathReply,
  ListingReply,
  PhoneReply,
  RealtorsReply,
  UsefulLinksReply,
} from '../schemas/catalog';
import type { CurrencyReply } from '../schemas/currency';
import type { ContactInput } from '../schemas/contact';
import type { ApiClient } from './client';

type Params = Record<string, string | number | boolean | undefined>;

/** Query params for the API client: lists comma-joined (`+` is sent as %2B), empty values dropped. */
export function toQueryParams(input: Record<string, unknown>): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

export const fetchCatalog = (api: ApiClient, query: CatalogQueryInput, lang?: Lang): Promise<CatalogReply> =>
  api.get(api.langPath('/api/realty', lang), { params: toQueryParams(query) });

export const fetchListing = (api: ApiClient, id: number, lang?: Lang): Promise<ListingReply> =>
  api.get(api.langPath(`/api/realty/${id}`, lang));

export const fetchSimilarAds = (api: ApiClient, id: number, lang?: Lang): Promise<CardListReply> =>
  api.get(api.langPath(`/api/similar-ads/${id}`, lang));

export const fetchNearby = (api: ApiClient, id: number, lang?: Lang, limit?: number): Promise<CardListReply> =>
  api.get(api.langPath(`/api/nearby/${id}`, lang), { params: toQueryParams({ limit }) });

/** Reveal the agent's phone (POST: CSRF applies; rate-limited). */
export const revealPhone = (api: ApiClient, id: number, lang?: Lang): Promise<PhoneReply> =>
  api.post(api.langPath(`/api/realty/${id}/phone`, lang));

/** Count a view (once per visitor per listing per day). */
export const countView = (api: ApiClient, id: number, lang?: Lang): Promise<{ data: { views: number; counted: boolean } }> =>
  api.post(api.langPath(`/api/realty/${id}/view`, lang));

export const fetchFilterOptions = (api: ApiClient, opts: { url?: string; dealType?: string } = {}, lang?: Lang): Promise<FilterOptionsReply> =>
  api.get(api.langPath('/api/realty/filter/get', lang), { params: toQueryParams(opts) });

export const fetchGetPath = (api: ApiClient, url: string, lang?: Lang): Promise<GetPathReply> =>
  api.get(api.langPath('/api/get-path', lang), { params: { url } });

export const fetchIndexFilter = (api: ApiClient, opts: { dealType?: string } = {}, lang?: Lang): Promise<FilterOptionsReply> =>
  api.get(api.langPath('/api/index/filter/get', lang), { params: toQueryParams(opts) });

export const fetchUsefulLinks = (api: ApiClient, lang?: Lang): Promise<UsefulLinksReply> =>
  api.get(api.langPath('/api/index/useful-links', lang));

export const fetchRealtors = (api: ApiClient, lang?: Lang, limit?: number): Promise<RealtorsReply> =>
  api.get(api.langPath('/api/index/realtors', lang), { params: toQueryParams({ limit }) });

export const fetchNewListings = (api: ApiClient, opts: { dealType?: string; limit?: number } = {}, lang?: Lang): Promise<CardListReply> =>
  api.get(api.langPath('/api/index/new-listings', lang), { params: toQueryParams(opts) });

export const fetchCurrency = (api: ApiClient, lang?: Lang): Promise<CurrencyReply> => api.get(api.langPath('/api/data/currency', lang));

/** Write to the listing's owner (POST: CSRF applies; rate-limited). */
export const sendContactMessage = (api: ApiClient, id: number, input: ContactInput, lang?: Lang): Promise<{ message: string }> =>
  api.post(api.langPath(`/api/realty/${id}/contact`, lang), input);

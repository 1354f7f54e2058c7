// Typed calls of the public catalogue API that several front ends use (PRODUCT.md §7): the filter's options and the
// currencies. Each takes the page's ApiClient (fetch inside). The catalogue's and the listing page's own calls are
// in @realty/shared/contracts/catalog and contracts/listing.
import type { Lang } from '../routes';
import type { FilterOptionsReply } from '../schemas/catalog';
import type { CurrencyReply } from '../schemas/currency';
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

export const fetchFilterOptions = (api: ApiClient, opts: { url?: string; dealType?: string } = {}, lang?: Lang): Promise<FilterOptionsReply> =>
  api.get(api.langPath('/api/realty/filter/get', lang), { params: toQueryParams(opts) });

export const fetchCurrency = (api: ApiClient, lang?: Lang): Promise<CurrencyReply> => api.get(api.langPath('/api/data/currency', lang));

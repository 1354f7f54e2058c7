// Typed calls of the catalogue's own pages: the next catalogue page (mf-catalog), the phone reveal and the view count
// of the listing page (mf-listing). Each takes the page's ApiClient (fetch inside).
import type { Lang } from '../../routes';
import type { CatalogMapReply, CatalogQueryInput, CatalogReply } from '../../schemas/catalog';
import { toQueryParams } from '../../api/catalog';
import type { ApiClient } from '../../api/client';
import type { PhoneReply, ViewReply } from './schemas';

export const fetchCatalog = (api: ApiClient, query: CatalogQueryInput, lang?: Lang): Promise<CatalogReply> =>
  api.get(api.langPath('/api/realty', lang), { params: toQueryParams(query) });

/** The map of a catalogue filter in a viewport: server clusters and single listings (`bbox` and `zoom` required). */
export const fetchCatalogMap = (api: ApiClient, query: CatalogQueryInput & { zoom: number }, lang?: Lang): Promise<CatalogMapReply> =>
  api.get(api.langPath('/api/realty/map', lang), { params: toQueryParams(query) });

/** Reveal the agent's phone (POST: CSRF applies; rate-limited). */
export const revealPhone = (api: ApiClient, id: number, lang?: Lang): Promise<PhoneReply> =>
  api.post(api.langPath(`/api/realty/${id}/phone`, lang));

/** Count a view (once per visitor per listing per day). */
export const countView = (api: ApiClient, id: number, lang?: Lang): Promise<ViewReply> => api.post(api.langPath(`/api/realty/${id}/view`, lang));

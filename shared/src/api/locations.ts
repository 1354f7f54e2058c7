// Typed calls of the place API: items `{ code, title }` in the reply language.
import type { Lang } from '../routes';
import type { LocationReply, PlaceSearchReply } from '../schemas/location';
import { toQueryParams } from './catalog';
import type { ApiClient } from './client';

export const fetchRegions = (api: ApiClient, lang?: Lang, q?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/regions', lang), { params: toQueryParams({ q }) });

export const fetchCities = (api: ApiClient, region: string, lang?: Lang, q?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/cities', lang), { params: toQueryParams({ region, q }) });

export const fetchDistricts = (api: ApiClient, city: string, lang?: Lang, region?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/districts', lang), { params: toQueryParams({ city, region }) });

/** Find a place typed in Turkish, English or Russian ("Алания", "alanya", "Alanya"). */
export const searchPlaces = (api: ApiClient, q: string, lang?: Lang, limit?: number): Promise<PlaceSearchReply> =>
  api.get(api.langPath('/api/location/search', lang), { params: toQueryParams({ q, limit }) });

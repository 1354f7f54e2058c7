// Typed calls of the place API the filter fields use: items `{ code, title }` in the reply language.
import type { Lang } from '../routes';
import type { LocationReply } from '../schemas/location';
import { toQueryParams } from './catalog';
import type { ApiClient } from './client';

export const fetchCities = (api: ApiClient, region: string, lang?: Lang, q?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/cities', lang), { params: toQueryParams({ region, q }) });

export const fetchDistricts = (api: ApiClient, city: string, lang?: Lang, region?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/districts', lang), { params: toQueryParams({ city, region }) });

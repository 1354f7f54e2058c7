// Typed calls of the place API the filter fields use: items `{ code, title }` in the reply language.
import { toQueryParams, type ApiClient, type Lang, type LocationReply } from '@realty/shared';

export const fetchCities = (api: ApiClient, region: string, lang?: Lang, q?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/cities', lang), { params: toQueryParams({ region, q }) });

export const fetchDistricts = (api: ApiClient, city: string, lang?: Lang, region?: string): Promise<LocationReply> =>
  api.get(api.langPath('/api/location/districts', lang), { params: toQueryParams({ city, region }) });

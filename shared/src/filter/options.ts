// Option lists of the filter fields, loaded once per language and parent (regions, a region's cities, a city's
// neighbourhoods, a deal type's property types and rooms) and shared by every filter on the page.
import {
  createPromiseCache,
  fetchFilterOptions,
  getApiClient,
  type CodeTitle,
  type DealType,
  type FilterOptionsReply,
  type Lang,
} from '@realty/shared';
import { fetchCities, fetchDistricts } from './locations';

const lists = createPromiseCache<CodeTitle[]>();
const deals = createPromiseCache<FilterOptionsReply['data']>();

/** Property types (with listings in that deal type), rooms and regions. */
export const loadDealOptions = (lang: Lang, dealType: DealType | undefined): Promise<FilterOptionsReply['data']> =>
  deals.get(`${lang}:${dealType ?? 'all'}`, async () => (await fetchFilterOptions(getApiClient(), dealType ? { dealType } : {}, lang)).data);

export const loadCities = (lang: Lang, region: string): Promise<CodeTitle[]> =>
  lists.get(`${lang}:cities:${region}`, async () => (await fetchCities(getApiClient(), region, lang)).data);

export const loadDistricts = (lang: Lang, region: string, city: string): Promise<CodeTitle[]> =>
  lists.get(`${lang}:districts:${region}:${city}`, async () => (await fetchDistricts(getApiClient(), city, lang, region)).data);

/** Tests: forget every loaded list. */
export function _resetFilterOptions(): void {
  lists.clear();
  deals.clear();
}

// The all-filters popup's draft and the URL applying it navigates to (PRODUCT.md §2; DECISIONS.md "Catalogue").
import { buildCatalogUrl } from '@realty/shared/catalog';
import type { CurrencyCode, DealType, FilterState, Lang } from '@realty/shared';

export const FILTER_ROOMS = ['1+0', '1+1', '2+1', '3+1', '4+1', '5+1', '6+'] as const;

export interface FilterDraft {
  dealType: DealType;
  propertyType: string;
  region: string | null;
  city: string | null;
  districts: string[];
  rooms: string[];
  price_from: string;
  price_to: string;
  area_from: string;
  area_to: string;
  keywords: string;
}

export const draftFromState = (state: FilterState): FilterDraft => ({
  dealType: state.dealType,
  propertyType: state.propertyType ?? '',
  region: state.region,
  city: state.city,
  districts: [...state.districts],
  rooms: [...state.rooms],
  price_from: state.price_from === null ? '' : String(state.price_from),
  price_to: state.price_to === null ? '' : String(state.price_to),
  area_from: '',
  area_to: '',
  keywords: state.keywords,
});

/** The catalogue URL for a draft; bounds only when set and not negative, '+' as %2B (shared/src/catalog/url.ts). */
export const draftUrl = (lang: Lang, draft: FilterDraft, currency: CurrencyCode): string =>
  buildCatalogUrl(lang, {
    dealType: draft.dealType,
    propertyType: draft.propertyType || null,
    region: draft.region,
    city: draft.city,
    districts: draft.districts,
    rooms: draft.rooms,
    price_from: draft.price_from,
    price_to: draft.price_to,
    area_from: draft.area_from,
    area_to: draft.area_to,
    keywords: draft.keywords,
    currency,
  });

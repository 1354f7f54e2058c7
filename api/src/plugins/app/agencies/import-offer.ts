// One offer as both parsers read it (Yandex.Realty XML and CSV): raw texts, not yet checked against the reference
// data (map.ts does that). Every text is capped so a hostile file cannot make one offer hold megabytes.
import type { AgencyMessageKey } from '@realty/shared/contracts/agencies';

export type OfferLang = 'tr' | 'en' | 'ru';

export interface ImportOffer {
  /** 1-based position in the file (offers for XML, data rows for CSV). */
  row: number;
  externalId: string | null;
  dealType?: string;
  category?: string;
  /** YRL `<new-flat>`: a new building (the `newprojects` deal type when for sale). */
  newFlat?: string;
  region?: string;
  city?: string;
  district?: string;
  address?: string;
  lat?: string;
  lng?: string;
  price?: string;
  currency?: string;
  area?: string;
  areaUnit?: string;
  lotArea?: string;
  lotAreaUnit?: string;
  rooms?: string;
  studio?: string;
  /** YRL `bedrooms` (international feeds): the N of N+1. */
  bedrooms?: string;
  floor?: string;
  floors?: string;
  yearBuilt?: string;
  bathrooms?: string;
  titles: Partial<Record<OfferLang, string>>;
  descriptions: Partial<Record<OfferLang, string>>;
  /** A description whose language the feed did not say. */
  description?: string;
  images: string[];
  eidsNumber?: string;
  agentEmail?: string;
  /** Building facts (issue 29; import-building.ts reads them). */
  energyClass?: string;
  permitDate?: string;
  occupancyPermit?: string;
  seismicReport?: string;
  seismicReportDate?: string;
  urbanTransformation?: string;
  /** The title-deed system's property number (taşınmaz numarası) the EİDS authorisation names. */
  propertyNumber?: string;
}

export const MAX_TEXT = 20_000;
export const MAX_IMAGES = 30;

/** A whole-run failure (the file cannot be read): a message code and its parameters. */
export class ImportFailure extends Error {
  constructor(
    public readonly key: AgencyMessageKey,
    public readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'ImportFailure';
  }
}

export const emptyOffer = (row: number): ImportOffer => ({ row, externalId: null, titles: {}, descriptions: {}, images: [] });

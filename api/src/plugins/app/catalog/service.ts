// The catalogue's read side behind `fastify.catalog`: the catalogue pages, a listing, its neighbours, the home blocks,
// places, filter options, currencies, the phone reveal and the view count. Each method reads the database it always
// has: the replica router (`readDatabase`) for what anonymous visitors read, the primary for writes, for personal
// pages and for the reference lists read right after the back office edits them.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@realty/shared/routes';
import type { CatalogMapQuery, CatalogQuery, DealType } from '@realty/shared/schemas';
import type { Database } from '../../../db/client';
import { siteStats } from '../../../services/fees';
import { revealPhone } from '../../../services/phone';
import { catalogRefs } from './catalog-cache';
import { filterOptions } from './filter-options';
import { newListings, realtors, usefulLinks } from './index-blocks';
import { cardsOfQuery, listingDetail, ownListingViews } from './listings';
import { nearby, similarAds } from './listings-related';
import { listCities, listDistricts, listRegions, searchPlaces } from './locations';
import { catalogMap } from './map';
import { filterOfPath, resolveCatalogPath } from './paths';
import { searchPage, type SearchExtras } from './search';
import { recordView, viewerOf } from './views';
import type { MortgageSettings } from '../../../services/decide-facts';

export class Catalog {
  constructor(
    private readonly database: Database,
    private readonly read: Database,
    /** The listing's mortgage estimate: the configured rate and term. */
    private readonly mortgage?: MortgageSettings,
    /** Parallel workers for the map's GROUP BY (config MAP_PARALLEL_WORKERS). */
    private readonly mapParallelWorkers = 0,
  ) {}

  /**
   * One catalogue page in the reply's shape (`promoted` strip, `data`, `meta`): ids and cards in one statement, the
   * count beside it. Public pages read the replicas and carry the promoted strip; a personal one (`extras`: the
   * caller's favourites or own listings) reads the primary.
   */
  async page(query: CatalogQuery, lang: Lang, extras?: SearchExtras) {
    const database = extras ? this.database : this.read;
    const page = await searchPage(
      database,
      query,
      lang,
      extras ?? {},
      async (sql, params) => (await cardsOfQuery(database, sql, params, lang)).cards,
      extras ? {} : { promoted: true },
    );
    return {
      ...(page.promoted?.length ? { promoted: page.promoted } : {}),
      data: page.items,
      meta: {
        current_page: page.page,
        last_page: page.lastPage,
        total: page.total,
        per_page: page.perPage,
        ...(page.totalIsEstimate ? { total_is_estimate: true } : {}),
      },
    };
  }

  /** The map of a filter in a viewport: clusters and single listings (public: the replicas; personal: the primary). */
  map(query: CatalogMapQuery, lang: Lang, extras?: SearchExtras) {
    return catalogMap(extras ? this.database : this.read, query, lang, extras ?? {}, this.mapParallelWorkers);
  }

  /** The filter fields of a catalogue path (`sale-villa/antalya-alanya`); null for an unknown one. */
  filterOfPath(path: string) {
    return filterOfPath(this.read, path);
  }

  /** Slugs, titles and SEO of a catalogue URL; null when it is not one. */
  resolvePath(url: string, lang: Lang) {
    return resolveCatalogPath(this.read, url, lang);
  }

  /** The public listing; null unless it is active. */
  listing(id: number, lang: Lang) {
    return listingDetail(this.read, id, lang, ['active'], this.mortgage);
  }

  nearby(id: number, lang: Lang, limit: number) {
    return nearby(this.read, id, lang, limit);
  }

  similarAds(id: number, lang: Lang) {
    return similarAds(this.read, id, lang);
  }

  /** The agent's phone of an active listing (counted for the owner); null otherwise. */
  revealPhone(id: number) {
    return revealPhone(this.database, id);
  }

  /** The view count of the caller's own listing (never counted), else null. */
  ownListingViews(id: number, userId: number) {
    return ownListingViews(this.database, id, userId);
  }

  /** Count one view of the visitor (the account, else the address) per listing per day; null unless active. */
  async recordView(id: number, request: FastifyRequest) {
    return recordView(this.database, id, await viewerOf(request));
  }

  /** The catalogue filter's options (for a catalogue url, when given). */
  filterOptions(lang: Lang, query: { url?: string; dealType?: DealType }) {
    return filterOptions(this.database, lang, query);
  }

  /** The home page filter's options for a deal type. */
  homeFilterOptions(lang: Lang, dealType: DealType) {
    return filterOptions(this.read, lang, { dealType });
  }

  usefulLinks(lang: Lang) {
    return usefulLinks(this.read, lang);
  }

  realtors(lang: Lang, limit: number) {
    return realtors(this.read, lang, limit);
  }

  newListings(lang: Lang, dealType: DealType | undefined, limit: number) {
    return newListings(this.read, lang, dealType, limit);
  }

  regions(lang: Lang, q?: string) {
    return listRegions(this.database, lang, q);
  }

  /** Cities of a region; null for an unknown region. */
  cities(lang: Lang, region: string, q?: string) {
    return listCities(this.database, lang, region, q);
  }

  /** Neighbourhoods of a city; null for an unknown city. */
  districts(lang: Lang, city: string, region?: string, q?: string) {
    return listDistricts(this.database, lang, city, region, q);
  }

  searchPlaces(lang: Lang, q: string, limit: number) {
    return searchPlaces(this.database, lang, q, limit);
  }

  /** Counts of active listings (per deal type), agencies and agents (partners page); read from the replicas. */
  siteStats() {
    return siteStats(this.read);
  }

  /** Currency rates (TRY per unit) and their date. */
  async rates() {
    const refs = await catalogRefs(this.database);
    return { rates: refs.rates, date: refs.ratesDate };
  }
}

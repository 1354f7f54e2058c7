// The home page reply: the sale/rent quick search's options, useful links with counts, realtors and new listings.
import type { Lang } from '@realty/shared/routes';
import type { HomePageData } from '@realty/shared/schemas';
import type { Database } from '../../db/client';
import { filterOptions } from '../../plugins/app/catalog/filter-options';
import { dealCounts, newListings, realtors, usefulLinks } from '../../plugins/app/catalog/index-blocks';

export const HOME_REALTORS = 12;
export const HOME_NEW_LISTINGS = 8;

export async function homePage(database: Database, lang: Lang): Promise<HomePageData> {
  const [sale, rent, links, agents, fresh, counts] = await Promise.all([
    filterOptions(database, lang, { dealType: 'sale' }),
    filterOptions(database, lang, { dealType: 'rent' }),
    usefulLinks(database, lang),
    realtors(database, lang, HOME_REALTORS),
    newListings(database, lang, undefined, HOME_NEW_LISTINGS),
    dealCounts(database),
  ]);
  return {
    options: {
      sale: { propertyType: sale.propertyType, rooms: sale.rooms },
      rent: { propertyType: rent.propertyType, rooms: rent.rooms },
      regions: sale.regions,
    },
    useful_links: links,
    realtors: agents,
    new_listings: fresh,
    counts,
  };
}

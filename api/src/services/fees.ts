// Public figures for the shell's static pages: the paid services of the fees page, and the partners page's
// statistics (active listings, agencies, agents). Reads only public data.
import type { Database } from '../db/client';
import type { PublicService, SiteStats } from '@realty/shared/schemas';

export { servicesReplySchema, statsReplySchema, type PublicService, type SiteStats } from '@realty/shared/schemas';

export type SiteLang = 'tr' | 'en' | 'ru';

const COLUMN: Record<SiteLang, { title: string; description: string }> = {
  tr: { title: 'title_tr', description: 'description_tr' },
  en: { title: 'title_en', description: 'description_en' },
  ru: { title: 'title_ru', description: 'description_ru' },
};

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Active services in display order, titled in `lang`. */
export async function listServices(database: Database, lang: SiteLang): Promise<PublicService[]> {
  const col = COLUMN[lang];
  const { rows } = await database.execute(
    `SELECT code, ${col.title} AS title, ${col.description} AS description, price, currency, duration_days, listings_quota
       FROM services WHERE active ORDER BY sort, id`,
  );
  return rows.map((row) => ({
    code: String(row.code),
    title: String(row.title),
    description: String(row.description ?? ''),
    price: num(row.price),
    currency: String(row.currency),
    duration_days: numOrNull(row.duration_days),
    listings_quota: numOrNull(row.listings_quota),
  }));
}

/** Counts of active listings (per deal type), agencies and agents. */
export async function siteStats(database: Database): Promise<SiteStats> {
  const { rows } = await database.execute(
    `SELECT
       (SELECT count(*) FROM listings WHERE status = 'active' AND deleted_at IS NULL AND deal_type = 'sale')::int AS sale,
       (SELECT count(*) FROM listings WHERE status = 'active' AND deleted_at IS NULL AND deal_type = 'rent')::int AS rent,
       (SELECT count(*) FROM listings WHERE status = 'active' AND deleted_at IS NULL AND deal_type = 'newprojects')::int AS newprojects,
       (SELECT count(*) FROM agencies)::int AS agencies,
       (SELECT count(*) FROM agency_members)::int AS agents`,
  );
  const row = rows[0] ?? {};
  const by = { sale: num(row.sale), rent: num(row.rent), newprojects: num(row.newprojects) };
  return { listings: by.sale + by.rent + by.newprojects, by_deal_type: by, agencies: num(row.agencies), agents: num(row.agents) };
}

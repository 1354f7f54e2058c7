// Public agents and agencies (PRODUCT.md §1, §3): the lists with their filters, an agent's and an agency's page with
// their listings (the catalogue's search, by owner), the phone reveal and the sitemap sources.
//
// Who is an agent: a member of an agency (agency_members), and an agency's owner even without a member row.
import type { Lang } from '@realty/shared/routes';
import { AGENTS_PER_PAGE, agencyMessage, translatePost } from '@realty/shared/contracts/agencies';
import { DEAL_TYPES, SORTS, type DealType, type Sort } from '@realty/shared/catalog';
import type {
  AgenciesPageData,
  AgencyCard,
  AgencyPageData,
  AgentCard,
  AgentPageData,
  AgentsFilter,
  AgentsPageData,
  OwnerListingsFilter,
} from '@realty/shared/schemas';
import type { Database, Row } from '../../../db/client';
import { numOrNull } from '../../../db/row-values';
import { agencyPath, agentPath, agentSlug } from './paths';
import { cardsOfQuery } from '../catalog/listings';
import { searchPage } from '../catalog/search';
import { sitemapLimits, type SitemapSource } from '../../../web/sitemap';

/** Agents: members, plus owners that have no member row. */
export const AGENT_ROWS = `agent_rows AS (
  SELECT m.user_id, m.agency_id, m.post, m.licence, m.languages FROM agency_members m
  UNION ALL
  SELECT a.owner_id, a.id, NULL::text, NULL::text, a.languages FROM agencies a
  WHERE NOT EXISTS (SELECT 1 FROM agency_members m WHERE m.user_id = a.owner_id)
)`;

/**
 * The cities an agency works in: its office's, and every city where it has an active listing (most agencies list no
 * office city, so the office alone left the filters with a city or two). An agent works where the agency does.
 */
export const AGENCY_CITIES = `agency_cities AS (
  SELECT a.id AS agency_id, a.city_id FROM agencies a WHERE a.city_id IS NOT NULL
  UNION
  SELECT l.agency_id, l.city_id FROM listings l WHERE l.agency_id IS NOT NULL AND l.status = 'active'
)`;

/** The city a card shows: the office's, else the one where most of the agency's active listings are. */
const CARD_CITY = `LEFT JOIN cities c ON c.id = COALESCE(a.city_id, (SELECT l.city_id FROM listings l WHERE l.agency_id = a.id AND l.status = 'active'
    GROUP BY l.city_id ORDER BY count(*) DESC, l.city_id LIMIT 1))`;

const OWNER_LISTINGS_PER_PAGE = 12;


const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown): number => Number(v ?? 0);
const arr = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v.startsWith('{') ? v.slice(1, -1).split(',').filter(Boolean) : []);
/** Where an agency is and how to write to it: the same fields on its public page and in its owner's cabinet. */
export const agencyContacts = (row: Row) => ({
  email: str(row.email),
  website: str(row.website),
  address: str(row.address),
  lat: numOrNull(row.lat),
  lng: numOrNull(row.lng),
});
const cityTitle = (lang: Lang) => `CASE '${lang}' WHEN 'en' THEN c.title_en WHEN 'ru' THEN c.title_ru ELSE c.title_tr END`;

/** `%text%` for ILIKE with the wildcards of the text escaped. */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The query of the agents and agencies pages (lenient: anything unknown is dropped). */
export function readAgentsFilter(query: URLSearchParams): AgentsFilter {
  const q = query.get('q')?.trim().slice(0, 100);
  const city = query.get('city') ?? '';
  const language = query.get('language') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    ...(q ? { q } : {}),
    ...(/^\d{1,9}$/.test(city) ? { city } : {}),
    ...(/^[a-z]{2}$/.test(language) ? { language } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The query of an agent's or agency's listings block. */
export function readOwnerListingsFilter(query: URLSearchParams): OwnerListingsFilter {
  const deal = query.get('dealType') ?? '';
  const sort = query.get('sort') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    ...((DEAL_TYPES as readonly string[]).includes(deal) ? { dealType: deal as DealType } : {}),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

function agentCard(lang: Lang, r: Row): AgentCard {
  const name = [r.name, r.lastname].filter(Boolean).join(' ');
  const id = num(r.user_id);
  return {
    id,
    slug: agentSlug(id, name),
    url: agentPath(lang, id, name),
    name,
    photo: str(r.photo),
    post: translatePost(str(r.post), lang),
    licence: str(r.licence) ?? str(r.agency_licence),
    agency: {
      id: num(r.agency_id),
      name: String(r.agency_name),
      logo: str(r.agency_logo),
      licence: str(r.agency_licence),
      url: agencyPath(lang, String(r.agency_slug)),
    },
    city: str(r.city_title),
    languages: arr(r.languages),
    listings: num(r.listings),
  };
}

const AGENT_SELECT = (lang: Lang) => `
  SELECT ar.user_id, ar.agency_id, ar.post, ar.licence, ar.languages, u.name, u.lastname, u.photo, u.phone,
         a.name AS agency_name, a.slug AS agency_slug, a.logo AS agency_logo, a.licence AS agency_licence,
         ${cityTitle(lang)} AS city_title,
         (SELECT count(*)::int FROM listings l WHERE l.user_id = ar.user_id AND l.status = 'active') AS listings
  FROM agent_rows ar JOIN users u ON u.id = ar.user_id JOIN agencies a ON a.id = ar.agency_id
  ${CARD_CITY}`;

function meta(total: number, page: number, perPage: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage };
}

/** Every city with agents (or agencies) in it (AGENCY_CITIES), by name. */
async function agencyCities(database: Database, lang: Lang, of: 'agents' | 'agencies') {
  const agencies = of === 'agents' ? `SELECT DISTINCT agency_id FROM agent_rows` : `SELECT id FROM agencies`;
  const res = await database.execute(
    `WITH ${AGENT_ROWS}, ${AGENCY_CITIES}
     SELECT c.id, ${cityTitle(lang)} AS title FROM cities c
     WHERE c.id IN (SELECT city_id FROM agency_cities WHERE agency_id IN (${agencies})) ORDER BY 2, 1`,
  );
  return res.rows.map((r) => ({ code: String(r.id), title: String(r.title) }));
}

/** `$n` is a city id or null: the agency (alias `a`) works there. */
const inCity = (param: string) => `(${param}::int IS NULL OR EXISTS (SELECT 1 FROM agency_cities ac WHERE ac.agency_id = a.id AND ac.city_id = ${param}))`;

/** The agents page: search by name, city and language, most listings first. Null past the last page. */
export async function agentsPage(database: Database, lang: Lang, filter: AgentsFilter): Promise<AgentsPageData | null> {
  const params: unknown[] = [filter.q ? likePattern(filter.q) : null, filter.city ? Number(filter.city) : null, filter.language ?? null];
  const where = `WHERE ($1::text IS NULL OR (u.name || ' ' || u.lastname) ILIKE $1 OR unaccent(u.name || ' ' || u.lastname) ILIKE unaccent($1))
    AND ${inCity('$2')} AND ($3::text IS NULL OR $3 = ANY(ar.languages))`;
  const [list, cities, langs] = await Promise.all([
    database.execute(
      `WITH ${AGENT_ROWS}, ${AGENCY_CITIES}, found AS (${AGENT_SELECT(lang)} ${where})
       SELECT *, count(*) OVER ()::int AS total FROM found ORDER BY listings DESC, user_id LIMIT $4 OFFSET $5`,
      [...params, AGENTS_PER_PAGE, (filter.page - 1) * AGENTS_PER_PAGE],
    ),
    agencyCities(database, lang, 'agents'),
    database.execute(`WITH ${AGENT_ROWS} SELECT DISTINCT unnest(languages) AS code FROM agent_rows ORDER BY 1`),
  ]);
  if (filter.page > 1 && list.rows.length === 0) return null;
  const total = num(list.rows[0]?.total);
  return {
    filter,
    agents: list.rows.map((r) => agentCard(lang, r)),
    meta: meta(total, filter.page, AGENTS_PER_PAGE),
    cities,
    languages: langs.rows.map((r) => String(r.code)),
  };
}

const AGENCY_SELECT = (lang: Lang, extra = '') => `
  SELECT a.id, a.slug, a.name, a.logo, a.licence, ${cityTitle(lang)} AS city_title${extra},
         (SELECT count(*)::int FROM agency_members m WHERE m.agency_id = a.id)
           + (CASE WHEN EXISTS (SELECT 1 FROM agency_members m WHERE m.user_id = a.owner_id) THEN 0 ELSE 1 END) AS agents,
         (SELECT count(*)::int FROM listings l WHERE l.agency_id = a.id AND l.status = 'active') AS listings
  FROM agencies a ${CARD_CITY}`;

function agencyCard(lang: Lang, r: Row): AgencyCard {
  return {
    id: num(r.id),
    slug: String(r.slug),
    url: agencyPath(lang, String(r.slug)),
    name: String(r.name),
    logo: str(r.logo),
    licence: str(r.licence),
    city: str(r.city_title),
    agents: num(r.agents),
    listings: num(r.listings),
  };
}

export async function agenciesPage(database: Database, lang: Lang, filter: AgentsFilter): Promise<AgenciesPageData | null> {
  const [list, cities] = await Promise.all([
    database.execute(
      `WITH ${AGENCY_CITIES}, found AS (${AGENCY_SELECT(lang)}
         WHERE ($1::text IS NULL OR a.name ILIKE $1) AND ${inCity('$2')})
       SELECT *, count(*) OVER ()::int AS total FROM found ORDER BY listings DESC, id LIMIT $3 OFFSET $4`,
      [filter.q ? likePattern(filter.q) : null, filter.city ? Number(filter.city) : null, AGENTS_PER_PAGE, (filter.page - 1) * AGENTS_PER_PAGE],
    ),
    agencyCities(database, lang, 'agencies'),
  ]);
  if (filter.page > 1 && list.rows.length === 0) return null;
  const { language: _ignored, ...rest } = filter;
  return { filter: rest, agencies: list.rows.map((r) => agencyCard(lang, r)), meta: meta(num(list.rows[0]?.total), filter.page, AGENTS_PER_PAGE), cities };
}

async function ownerListings(database: Database, lang: Lang, owner: { agent: number } | { agency: number }, filter: OwnerListingsFilter) {
  const list = await searchPage(
    database,
    { ...owner, ...(filter.dealType ? { dealType: filter.dealType } : {}), sort: filter.sort, page: filter.page, per_page: OWNER_LISTINGS_PER_PAGE },
    lang,
    {},
    async (sql, params) => (await cardsOfQuery(database, sql, params, lang)).cards,
  );
  return {
    data: list.items,
    meta: { current_page: list.page, last_page: list.lastPage, total: list.total, per_page: list.perPage },
  };
}

const ownerQuery = (filter: OwnerListingsFilter): string => {
  const q = new URLSearchParams();
  if (filter.dealType) q.set('dealType', filter.dealType);
  if (filter.page > 1) q.set('page', String(filter.page));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** `real-estate-agent/{id}-{name}`: the agent's id is what counts; the words only make the address readable. */
export const agentIdOfSlug = (slug: string): number | null => {
  const m = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(slug);
  return m ? Number(m[1]) : null;
};

export async function agentPage(database: Database, lang: Lang, slug: string, filter: OwnerListingsFilter): Promise<AgentPageData | null> {
  const id = agentIdOfSlug(slug);
  if (id === null) return null;
  const res = await database.execute(`WITH ${AGENT_ROWS} ${AGENT_SELECT(lang)} WHERE ar.user_id = $1`, [id]);
  const row = res.rows[0];
  if (!row) return null;
  const list = await ownerListings(database, lang, { agent: id }, filter);
  if (filter.page > 1 && list.data.length === 0) return null;
  const agent = agentCard(lang, row);
  // "Ayşe Demir, Sales agent · Sun Realty · TR-123: listings for sale and rent, …" in the page language (title translated).
  const role = [agent.post, agent.agency?.name, agent.licence].filter(Boolean).join(' · ');
  const description = agencyMessage('agentDescription', lang, { name: agent.name, role });
  return { agent: { ...agent, has_phone: Boolean(str(row.phone)) }, filter, list, canonical: `${agent.url}${ownerQuery(filter)}`, description };
}

export async function agencyPage(database: Database, lang: Lang, slug: string, filter: OwnerListingsFilter): Promise<AgencyPageData | null> {
  const res = await database.execute(
    `${AGENCY_SELECT(lang, ', a.description, a.description_en, a.description_ru, a.email, a.website, a.address, a.lat, a.lng, a.languages, a.phones, a.phone')}
     WHERE a.slug = $1`,
    [slug],
  );
  const row = res.rows[0];
  if (!row) return null;
  const id = num(row.id);
  const [team, list] = await Promise.all([
    database.execute(`WITH ${AGENT_ROWS} ${AGENT_SELECT(lang)} WHERE ar.agency_id = $1 ORDER BY listings DESC, ar.user_id`, [id]),
    ownerListings(database, lang, { agency: id }, filter),
  ]);
  if (filter.page > 1 && list.data.length === 0) return null;
  const card = agencyCard(lang, row);
  const description = (lang === 'en' ? str(row.description_en) : lang === 'ru' ? str(row.description_ru) : null) ?? str(row.description) ?? '';
  return {
    agency: {
      ...card,
      description,
      ...agencyContacts(row),
      languages: arr(row.languages),
      has_phone: arr(row.phones).length > 0 || Boolean(str(row.phone)),
    },
    team: team.rows.map((r) => agentCard(lang, r)),
    filter,
    list,
    canonical: `${card.url}${ownerQuery(filter)}`,
  };
}

/**
 * An agency's office for structured data (JSON-LD): its street address, city in `lang`, map pin and first business
 * phone. An agent's own phone stays behind the reveal (it is a person's number, DECISIONS.md "phone").
 */
export async function agencyContact(
  database: Database,
  id: number,
  lang: Lang,
): Promise<{ address: string | null; city: string | null; lat: number | null; lng: number | null; telephone: string | null } | null> {
  const res = await database.execute(
    `SELECT a.address, a.lat, a.lng, a.phone, a.phones, ${cityTitle(lang)} AS city_title FROM agencies a LEFT JOIN cities c ON c.id = a.city_id WHERE a.id = $1`,
    [id],
  );
  const r = res.rows[0];
  if (!r) return null;
  const coordinate = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    address: str(r.address),
    city: str(r.city_title),
    lat: coordinate(r.lat),
    lng: coordinate(r.lng),
    telephone: arr(r.phones)[0] ?? str(r.phone),
  };
}

/** The phones behind the reveal; null when there is no such agent or agency. */
export async function agentPhones(database: Database, id: number): Promise<{ name: string; phones: string[] } | null> {
  const res = await database.execute(`WITH ${AGENT_ROWS} SELECT u.name, u.lastname, u.phone FROM agent_rows ar JOIN users u ON u.id = ar.user_id WHERE ar.user_id = $1`, [id]);
  const r = res.rows[0];
  if (!r) return null;
  return { name: [r.name, r.lastname].filter(Boolean).join(' '), phones: str(r.phone) ? [String(r.phone)] : [] };
}

export async function agencyPhones(database: Database, id: number): Promise<{ name: string; phones: string[] } | null> {
  const res = await database.execute(`SELECT name, phone, phones FROM agencies WHERE id = $1`, [id]);
  const r = res.rows[0];
  if (!r) return null;
  const phones = arr(r.phones);
  return { name: String(r.name), phones: phones.length ? phones : str(r.phone) ? [String(r.phone)] : [] };
}

/** Sitemap: every agent's and every agency's page. */
export function agentsSitemapSource(database: Database): SitemapSource {
  const entries = async () => {
    const [agents, agencies] = await Promise.all([
      database.execute(`WITH ${AGENT_ROWS} SELECT u.id, u.name, u.lastname FROM agent_rows ar JOIN users u ON u.id = ar.user_id ORDER BY u.id`),
      database.execute(`SELECT slug, updated_at FROM agencies ORDER BY id`),
    ]);
    return [
      { path: 'real-estate-agent' },
      { path: 'real-estate-agency' },
      ...agencies.rows.map((r) => ({
        path: `real-estate-agency/${String(r.slug)}`,
        lastmod: (r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at))).toISOString(),
      })),
      ...agents.rows.map((r) => ({ path: `real-estate-agent/${agentSlug(num(r.id), [r.name, r.lastname].filter(Boolean).join(' '))}` })),
    ];
  };
  return {
    name: 'agents',
    files: async () => Math.max(1, Math.ceil((await entries()).length / sitemapLimits.urlsPerFile)),
    entries: async (file) => (await entries()).slice(file * sitemapLimits.urlsPerFile, (file + 1) * sitemapLimits.urlsPerFile),
  };
}

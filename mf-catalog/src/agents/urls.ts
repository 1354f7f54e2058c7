// Addresses of the agents' and agencies' pages with their query (the route table gives the path; only the query is
// added here, in one place).
import { pathTo, type Lang } from '@realty/shared';
import type { AgentsFilter, OwnerListingsFilter } from '@realty/shared';

const withQuery = (path: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const agentsListUrl = (lang: Lang, route: 'agents' | 'agencies', filter: Partial<AgentsFilter>): string =>
  withQuery(pathTo(lang, route), { q: filter.q, city: filter.city, language: filter.language, page: filter.page });

/** `url` is the page's own address (an agent's or agency's page, without query). */
export const ownerListingsUrl = (url: string, filter: Partial<OwnerListingsFilter>): string =>
  withQuery(url, { dealType: filter.dealType, sort: filter.sort === 'newest' ? undefined : filter.sort, page: filter.page });

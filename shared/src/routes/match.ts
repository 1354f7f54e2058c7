import { LANGS, ROUTES, routeById, type Lang, type RouteDef, type RouteId } from './table';

export interface RouteMatch {
  lang: Lang;
  route: RouteDef;
  /** Segments matched by a trailing '*', joined with '/' ('' for exact routes). */
  rest: string;
}

export const isLang = (value: string | undefined): value is Lang =>
  value !== undefined && (LANGS as readonly string[]).includes(value);

const SEGMENT = /^[\p{L}\p{N}._~%+,-]+$/u;

function matchPattern(pattern: string, segments: string[]): string | null {
  if (pattern === '') return segments.length === 0 ? '' : null;
  const parts = pattern.split('/');
  const wildcard = parts[parts.length - 1] === '*';
  const fixed = wildcard ? parts.slice(0, -1) : parts;
  if (wildcard ? segments.length <= fixed.length : segments.length !== fixed.length) return null;
  for (let i = 0; i < fixed.length; i += 1) if (segments[i] !== fixed[i]) return null;
  const rest = segments.slice(fixed.length);
  if (!rest.every((segment) => SEGMENT.test(segment))) return null;
  return rest.join('/');
}

/** Resolve a pathname (no query or hash) against the route table. Null means 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.slice(1).split('/');
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop(); // trailing slash
  const [lang, ...path] = segments;
  if (!isLang(lang)) return null;
  if (path.some((segment) => segment === '')) return null;
  for (const route of ROUTES) {
    const rest = matchPattern(route.pattern, path);
    if (rest !== null) return { lang, route, rest };
  }
  return null;
}

/** Build a path for a route in a language: `/{lang}/{pattern with rest}`. */
export function routePath(lang: Lang, route: RouteDef, rest = ''): string {
  const base = route.pattern.endsWith('/*') ? `${route.pattern.slice(0, -2)}/${rest}` : route.pattern;
  return base ? `/${lang}/${base}` : `/${lang}`;
}

/**
 * The path of a page by route id: `pathTo('en', 'profileFavorites')` -> '/en/profile/favorites',
 * `pathTo('ru', 'listing', '42')` -> '/ru/real-estate/ad/42'. Wildcard routes need `rest`.
 */
export function pathTo(lang: Lang, id: RouteId, rest = ''): string {
  const route = routeById(id);
  if (route.pattern.endsWith('/*') && !rest) throw new Error(`pathTo: route "${id}" needs the part after ${route.pattern.slice(0, -1)}`);
  return routePath(lang, route, rest);
}

/** The same page in another language (used by the language popup and hreflang links). */
export function switchLangPath(pathname: string, lang: Lang): string {
  const [, first, ...rest] = pathname.split('/');
  const tail = isLang(first) ? rest : [first ?? '', ...rest].filter(Boolean);
  return `/${lang}${tail.length ? `/${tail.join('/')}` : ''}`;
}

// The web server's 301 rules (api/src/web/redirects.ts), mirrored by the router for client-side navigation:
// a non-root path ending in '/' loses it (query and hash kept); satilik/satılık -> sale and kiralik/kiralık -> rent
// in the catalogue's deal segment (never to itself: no loop). A parity test checks both give the same answers.
import { isLang } from '@realty/shared';

const DEAL_WORDS: Readonly<Record<string, 'sale' | 'rent'>> = { satilik: 'sale', 'satılık': 'sale', kiralik: 'rent', 'kiralık': 'rent' };

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

function fixDealWord(segments: string[]): boolean {
  if (!isLang(segments[1]) || segments[2] !== 'real-estate' || segments[3] === undefined) return false;
  const match = /^([^-]+)(-.*)?$/s.exec(safeDecode(segments[3]));
  const replacement = match?.[1] === undefined ? undefined : DEAL_WORDS[match[1]];
  if (!replacement) return false;
  segments[3] = replacement + encodeURIComponent(match?.[2] ?? '');
  return true;
}

/** Where `url` (path + query, optional hash) must go instead, or null when it is canonical. */
export function clientRedirect(url: string): string | null {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt);
  if (rawPath === '/') return null;
  let path = rawPath.replace(/^\/+/, '/');
  let changed = path !== rawPath;
  if (path.length > 1 && path.endsWith('/')) {
    path = path.replace(/\/+$/, '') || '/';
    changed = true;
  }
  const segments = path.split('/');
  if (fixDealWord(segments)) {
    path = segments.join('/');
    changed = true;
  }
  return changed ? path + query + hash : null;
}

// The site's 301 rules (DECISIONS.md "Languages, URLs, redirects"), one implementation for the api's real 301s
// (api/src/web) and the shell router's client-side navigation:
// - a non-root path ending in '/' -> the same path without it (query kept);
// - catalogue URL words satilik/satılık -> sale, kiralik/kiralık -> rent (never to themselves: no loop).
// Both fixes are applied together so a visitor gets one hop. Node-safe (no DOM, no React).
import { DEAL_TYPE_ALIASES } from '../catalog/constants';
import { isLang } from './match';

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** `/{lang}/real-estate/{deal}[-{type}]/...`: replace a Turkish deal word in the deal segment. */
function fixDealWord(segments: string[]): boolean {
  if (!isLang(segments[1]) || segments[2] !== 'real-estate' || segments[3] === undefined) return false;
  const decoded = safeDecode(segments[3]);
  const match = /^([^-]+)(-.*)?$/s.exec(decoded);
  const word = match?.[1];
  const replacement = word === undefined ? undefined : DEAL_TYPE_ALIASES[word];
  if (!replacement) return false;
  segments[3] = replacement + encodeURIComponent(match?.[2] ?? '');
  return true;
}

/**
 * The URL to 301 to, or null when the URL is already canonical. `url` is a raw request URL (path + query, as a
 * server receives it: no fragment handling).
 */
export function canonicalRedirect(url: string): string | null {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (rawPath === '/') return null;
  // Collapse leading slashes so the Location can never become protocol-relative (//host).
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
  return changed ? path + query : null;
}

/** The same rules for a browser location (path + query, optional #hash): where it must go instead, hash kept. */
export function clientRedirect(url: string): string | null {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const target = canonicalRedirect(hashAt === -1 ? url : url.slice(0, hashAt));
  return target === null ? null : target + hash;
}

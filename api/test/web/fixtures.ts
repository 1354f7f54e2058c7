import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A built shell stand-in (no webpack build needed) and two built remotes. */
export const FIXTURES = {
  shellDist: path.join(here, 'fixtures/shell'),
  remotesDistRoot: path.join(here, 'fixtures/remotes'),
  remotesJson: path.join(here, 'fixtures/remotes.production.json'),
  badRemotesJson: path.join(here, 'fixtures/remotes.bad.json'),
};

/** Tiny HTML readers for assertions (the pages are our own, well-formed output). */
export const htmlLang = (html: string): string | undefined => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
export const titleOf = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const metaContent = (html: string, name: string): string | undefined =>
  new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1];
export const linkHref = (html: string, rel: string, hreflang?: string): string | undefined =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(html)?.[1];
export const count = (html: string, needle: string): number => html.split(needle).length - 1;

// Post bodies (DECISIONS.md "Journal": HTML sanitised on save and rendered safely). The one sanitiser of journal HTML:
// only the elements and attributes of @realty/shared/contracts/journal survive (no script, style, iframe, on* handler or
// javascript: URL); a body's h1 becomes h2 (the page has its own); links that leave the site get
// rel="noopener noreferrer nofollow"; images load lazily and keep their width and height when the author gave them.
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';
import { EXTERNAL_REL, POST_ATTRIBUTES, POST_TAGS, POST_URL_SCHEMES, isExternalUrl, isSafePostUrl } from '@realty/shared/contracts/journal';

const require = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;
/** sanitize-html (with postcss and htmlparser2) is loaded with the first post saved or listed, not at start-up. */
const sanitizeHtml: typeof SanitizeHtml = ((html: string, options?: SanitizeHtml.IOptions) =>
  (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml)(html, options)) as typeof SanitizeHtml;

const dimension = (value: string | undefined): string | undefined => (value && /^\d{1,5}$/.test(value) ? value : undefined);

export function sanitizePostHtml(html: string, siteOrigin?: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...POST_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(POST_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
    allowedSchemes: [...POST_URL_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    // Never keep the text of what is dropped wholesale.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        const safe = href !== undefined && isSafePostUrl(href) ? href : undefined;
        const attrs: Record<string, string> = { ...rest, ...(safe !== undefined ? { href: safe } : {}) };
        delete attrs.rel;
        if (safe !== undefined && isExternalUrl(safe, siteOrigin)) attrs.rel = EXTERNAL_REL;
        return { tagName, attribs: attrs };
      },
      img: (tagName, attribs) => {
        const attrs: Record<string, string> = { ...attribs, loading: 'lazy', decoding: 'async' };
        if (!attrs.alt) attrs.alt = '';
        for (const key of ['width', 'height'] as const) {
          const value = dimension(attribs[key]);
          if (value) attrs[key] = value;
          else delete attrs[key];
        }
        return { tagName, attribs: attrs };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** Plain text of a body (for word counts and descriptions). */
export const postText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();

// The journal's post-body rules (DECISIONS.md "Journal": bodies are sanitised HTML, rendered safely), one list for the
// server's sanitiser (api/src/plugins/app/journal/blog-html.ts, sanitize-html) and the browser's renderer (mf-blog PostBody).
// Node-safe: no DOM, no zod.

/** Elements a post body may contain (h1 is the page's own heading: a body's h1 becomes h2). */
export const POST_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup',
  'blockquote', 'q', 'cite', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div',
] as const;

/** Attributes per element ('*': every element). Nothing else survives: no on* handlers, no style, no id. */
export const POST_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel', 'hreflang'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  ol: ['start', 'reversed'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  '*': ['lang', 'dir'],
};

/** URL schemes allowed in href/src (relative URLs are allowed too); never javascript:, data:, vbscript:. */
export const POST_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** rel of a link that leaves the site. */
export const EXTERNAL_REL = 'noopener noreferrer nofollow';

/** True for a URL this module allows: relative, or with one of POST_URL_SCHEMES. */
export function isSafePostUrl(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'): judge the URL without them.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return (POST_URL_SCHEMES as readonly string[]).includes(scheme);
}

/** An absolute http(s) link to another host (protocol-relative counts): it gets EXTERNAL_REL. */
export function isExternalUrl(url: string, siteOrigin?: string): boolean {
  const match = /^(?:https?:)?\/\/([^/?#]+)/i.exec(url.trim());
  if (!match) return false;
  if (!siteOrigin) return true;
  const host = /^https?:\/\/([^/?#]+)/i.exec(siteOrigin)?.[1];
  return !host || match[1]!.toLowerCase() !== host.toLowerCase();
}

/** Minutes to read a text of `words` words (200 a minute, at least 1). */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / 200));

// RSS 2.0 (https://www.rssboard.org/rss-specification) of the journal, one feed per language, with an atom:link to
// itself as feed validators ask.
import type { Lang } from '@realty/shared/routes';
import type { BlogPostCard } from '@realty/shared/schemas';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 does not allow at all are dropped.
// eslint-disable-next-line no-control-regex
const xml = (value: string): string => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

export interface FeedInput {
  lang: Lang;
  publicUrl: string;
  title: string;
  description: string;
  /** Path of the journal index of the language. */
  home: string;
  /** Path of the feed itself. */
  self: string;
  posts: readonly BlogPostCard[];
}

const absolute = (publicUrl: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

export function renderRss(input: FeedInput): string {
  const { publicUrl, posts } = input;
  const latest = posts[0]?.date;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(input.title)}</title>`,
    `<link>${xml(absolute(publicUrl, input.home))}</link>`,
    `<description>${xml(input.description)}</description>`,
    `<language>${input.lang}</language>`,
    `<atom:link href="${xml(absolute(publicUrl, input.self))}" rel="self" type="application/rss+xml"/>`,
  ];
  if (latest) lines.push(`<lastBuildDate>${new Date(latest).toUTCString()}</lastBuildDate>`);
  for (const post of posts) {
    const link = absolute(publicUrl, post.url);
    lines.push(
      '<item>',
      `<title>${xml(post.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
    );
    if (post.excerpt) lines.push(`<description>${xml(post.excerpt)}</description>`);
    if (post.category) lines.push(`<category>${xml(post.category.title)}</category>`);
    for (const tag of post.tags) lines.push(`<category>${xml(tag.title)}</category>`);
    lines.push('</item>');
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

// Page replies of the journal for the remote's tests (the shapes of @realty/shared PageDataMap).
import type { BlogPostCard, JournalListPageData, JournalPostPageData, JournalTagsPageData, Lang } from '@realty/shared';

export function card(n: number, lang: Lang = 'en', extra: Partial<BlogPostCard> = {}): BlogPostCard {
  return {
    id: n,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Excerpt ${n}`,
    cover: `/uploads/demo/p${n}-card.webp`,
    date: new Date(Date.UTC(2026, 10, 20 - n)).toISOString(),
    category: { slug: 'legal', title: 'Law and taxes' },
    tags: [{ slug: 'taxes', title: 'Taxes' }],
    url: `/${lang}/journal/post-${n}`,
    readingMinutes: 3,
    ...extra,
  };
}

const categories = [
  { slug: 'legal', title: 'Law and taxes', count: 12 },
  { slug: 'empty', title: 'Empty', count: 0 },
];

export function listFixture(lang: Lang = 'en', extra: Partial<JournalListPageData['list']> = {}): JournalListPageData {
  return {
    list: { posts: [1, 2, 3].map((n) => card(n, lang)), categories, lastPage: 2, currentPage: 1, total: 12, ...extra },
    canonical: `/${lang}/journal`,
    feed: `/${lang}/journal/rss.xml`,
  };
}

export function tagsFixture(lang: Lang = 'en'): JournalTagsPageData {
  return { tags: [{ slug: 'taxes', title: 'Taxes', count: 4 }], categories, feed: `/${lang}/journal/rss.xml` };
}

export function postFixture(lang: Lang = 'en', body = '<p>Hello</p>'): JournalPostPageData {
  return {
    post: { ...card(7, lang, { slug: 'post-7', title: 'The post' }), body, author: null, description: 'About it', updatedAt: '2026-11-20T00:00:00.000Z' },
    categories,
    related: [1, 2, 3, 4, 5].map((n) => card(n, lang)),
    previous: card(8, lang),
    next: card(6, lang),
    alternates: { en: `/en/journal/post-7`, ru: `/ru/journal/post-7` },
    feed: `/${lang}/journal/rss.xml`,
  };
}

// JSON-LD for page heads (DECISIONS.md "Rendering": catalogue and listing pages carry JSON-LD), typed with schema-dts.
import type { BlogPosting, BreadcrumbList, ItemList, Organization, WebSite, WithContext } from 'schema-dts';
import type { BlogPost, CrumbLink, ListingCardData } from '@realty/shared/schemas';

const absolute = (publicUrl: string, path: string): string => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

/** BreadcrumbList from crumbs (the last, unlinked crumb is the page itself at `pageUrl`). */
export function breadcrumbJsonLd(publicUrl: string, crumbs: readonly CrumbLink[], pageUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absolute(publicUrl, crumb.url ?? pageUrl),
    })),
  };
}

/** The listings of a result page as an ItemList of their URLs (positions continue across pages). */
export function listingsJsonLd(publicUrl: string, cards: readonly ListingCardData[], offset = 0): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absolute(publicUrl, card.url),
      name: card.title,
    })),
  };
}

/** The site itself (home page): its name, address and the catalogue as its search. */
export function siteJsonLd(publicUrl: string, lang: string, siteName: string): Array<WithContext<WebSite> | WithContext<Organization>> {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: `${publicUrl}/${lang}`,
      inLanguage: lang,
    },
    { '@context': 'https://schema.org', '@type': 'Organization', name: siteName, url: publicUrl },
  ];
}

/** A journal post: headline, dates, author (the editorial team when none), image, section and keywords. */
export function blogPostingJsonLd(publicUrl: string, lang: string, siteName: string, post: BlogPost): WithContext<BlogPosting> {
  const url = absolute(publicUrl, post.url);
  const publisher: Organization = { '@type': 'Organization', name: siteName, url: publicUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: lang,
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: post.author ? { '@type': 'Person', name: post.author } : publisher,
    publisher,
    ...(post.cover ? { image: absolute(publicUrl, post.cover) } : {}),
    ...(post.category ? { articleSection: post.category.title } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.title).join(', ') } : {}),
    timeRequired: `PT${post.readingMinutes}M`,
  };
}

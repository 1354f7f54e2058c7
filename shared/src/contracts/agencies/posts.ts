// Agents' job titles in the page language (issue 23: "Sales agent", "Director" were shown as typed on tr and ru pages).
// A title is free text the agency's owner types (up to 80 characters); the usual ones are recognised in any of the
// three languages and shown in the reader's, anything else is shown as typed.
import type { Lang } from '../../routes/table';

/** The usual job titles of an estate agency, each in tr, en and ru. */
const POSTS: ReadonlyArray<Record<Lang, string>> = [
  { tr: 'Müdür', en: 'Director', ru: 'Директор' },
  { tr: 'Genel müdür', en: 'General manager', ru: 'Генеральный директор' },
  { tr: 'Kurucu', en: 'Founder', ru: 'Основатель' },
  { tr: 'Ofis müdürü', en: 'Office manager', ru: 'Руководитель офиса' },
  { tr: 'Satış danışmanı', en: 'Sales agent', ru: 'Агент по продажам' },
  { tr: 'Satış müdürü', en: 'Sales manager', ru: 'Менеджер по продажам' },
  { tr: 'Kıdemli danışman', en: 'Senior agent', ru: 'Старший агент' },
  { tr: 'Kiralama müdürü', en: 'Rental manager', ru: 'Менеджер по аренде' },
  { tr: 'Emlak danışmanı', en: 'Real estate agent', ru: 'Агент по недвижимости' },
  { tr: 'Danışman', en: 'Agent', ru: 'Агент' },
  { tr: 'Broker', en: 'Broker', ru: 'Брокер' },
];

/** Case- and dot-insensitive (I, İ, ı and i compare equal), spaces collapsed. */
const key = (text: string): string => text.trim().replace(/\s+/g, ' ').replace(/[İIı]/g, 'i').toLowerCase();

const BY_TEXT = new Map<string, Record<Lang, string>>();
for (const post of POSTS) for (const text of Object.values(post)) BY_TEXT.set(key(text), post);

/** A job title in `lang` when it is one of the usual ones (typed in any language), else as typed. */
export function translatePost(post: string | null | undefined, lang: Lang): string | null {
  if (!post?.trim()) return null;
  return BY_TEXT.get(key(post))?.[lang] ?? post.trim();
}

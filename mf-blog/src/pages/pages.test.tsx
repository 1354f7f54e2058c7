import path from 'node:path';
import { describeRemotePages, type RemotePageCase } from '@realty/shared/testing';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import ru from '../i18n/ru.json';
import { listFixture, postFixture, tagsFixture } from '../testing/fixtures';

const CASES: RemotePageCase[] = [
  ['journal', 'JournalPage', 'journal'],
  ['journalTags', 'TagIndexPage', 'journal/tag'],
  ['journalTag', 'TagPage', 'journal/tag/taxes'],
  ['journalCategory', 'CategoryPage', 'journal/category/legal'],
  ['journalEntry', 'EntryPage', 'journal/post-7'],
];

describeRemotePages('blog', CASES, {
  resources: { en, tr, ru },
  exposesDir: path.join(__dirname, '../exposes'),
  load: (page) => import(`./${page}`),
  api: ({ path: url }) => {
    const lang = url.split('/')[1] as 'en';
    if (/\/api\/pages\/journal$/.test(url)) return { data: { route: 'journal', data: listFixture(lang) } };
    if (/\/api\/pages\/journal\/tag$/.test(url)) return { data: { route: 'journalTags', data: tagsFixture(lang) } };
    if (/\/api\/pages\/journal\/tag\/taxes$/.test(url))
      return { data: { route: 'journalTag', data: listFixture(lang, { tag: { slug: 'taxes', title: 'Taxes' } }) } };
    if (/\/api\/pages\/journal\/category\/legal$/.test(url))
      return { data: { route: 'journalCategory', data: listFixture(lang, { category: { slug: 'legal', title: 'Law and taxes', count: 12 } }) } };
    if (/\/api\/pages\/journal\/post-7$/.test(url)) return { data: { route: 'journalEntry', data: postFixture(lang) } };
    return undefined;
  },
  headings: { journalTag: 'Taxes', journalCategory: 'Law and taxes', journalEntry: 'The post' },
});

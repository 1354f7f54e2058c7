import { describeRemotePages } from '@realty/shared/testing';
import { listFixture, postFixture, tagsFixture } from '../testing/fixtures';

describeRemotePages('blog', {
  dir: __dirname,
  paths: ['journal', 'journal/tag', 'journal/tag/taxes', 'journal/category/legal', 'journal/post-7'],
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

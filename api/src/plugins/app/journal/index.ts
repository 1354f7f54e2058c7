// The journal (mf-blog): `fastify.journal` (posts by page, category or tag, one post; this folder's posts.ts) read on a
// replica when one may answer, and the journal's pages, RSS feeds and sitemap source (./pages.ts).
import fp from 'fastify-plugin';
import type { Lang } from '@realty/shared/routes';
import type { AppOptions } from '../../../app-options';
import { declareJournalPages } from './pages';
import { getPost, listPosts } from './posts';

export interface JournalService {
  list(lang: Lang, query: Parameters<typeof listPosts>[2]): ReturnType<typeof listPosts>;
  post(lang: Lang, slug: string): ReturnType<typeof getPost>;
}

declare module 'fastify' {
  interface FastifyInstance {
    journal: JournalService;
  }
}

export default fp<AppOptions>(
  async (fastify, opts) => {
    const database = fastify.readDatabase;
    fastify.decorate('journal', {
      list: (lang, query) => listPosts(database, lang, query),
      post: (lang, slug) => getPost(database, lang, slug, opts.config.publicUrl),
    } satisfies JournalService);
    declareJournalPages(fastify, opts);
  },
  { name: 'journal', dependencies: ['web', 'database'] },
);

// Standalone mode for this remote's team: `npm run dev -w mf-blog`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

void startStandalone({
  remote: 'blog',
  namespace: 'blog',
  pages: {
    './JournalPage': () => import('./exposes/JournalPage'),
    './TagIndexPage': () => import('./exposes/TagIndexPage'),
    './TagPage': () => import('./exposes/TagPage'),
    './CategoryPage': () => import('./exposes/CategoryPage'),
    './EntryPage': () => import('./exposes/EntryPage'),
  },
});

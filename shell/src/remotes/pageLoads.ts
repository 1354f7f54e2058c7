import { createPromiseCache, type RemoteName } from '@realty/shared';
import { loadRemotePage, type PageModule } from './runtime';

/** One load per remote page and attempt (a Retry is a new attempt); a navigation intent starts attempt 0 early. */
const loads = createPromiseCache<PageModule>();

export const loadPageOnce = (remote: RemoteName, page: string, attempt = 0): Promise<PageModule> =>
  loads.get(`${remote}/${page}#${attempt}`, () => loadRemotePage(remote, page));

import { useEffect, useState } from 'react';
import type { PageDataMap, PageRoute } from '../schemas/pages';
import { useRootStore } from '../stores/context';
import type { RootStore } from '../stores/root.store';

/** The inlined reply a render took that no committed render has used yet, per root store. */
const uncommitted = new WeakMap<RootStore, { route: PageRoute; url: string; data: unknown }>();

/** The inlined reply for this route and URL: the root store's (taken once), else the one a thrown-away render took. */
function initialPage<R extends PageRoute>(root: RootStore, route: R, url: string): PageDataMap[R] | null {
  const taken = root.takeInitialPage(route, url);
  if (taken) {
    uncommitted.set(root, { route, url, data: taken });
    return taken;
  }
  const kept = uncommitted.get(root);
  return kept && kept.route === route && kept.url === url ? (kept.data as PageDataMap[R]) : null;
}

/**
 * The page reply the server inlined for this route and URL, for a component's first render; null when there is none
 * (the component asks for it). React may render a component and throw the render away before committing it (a
 * hydration in a transition starts again when an update comes in; a suspended first mount), and the next try runs the
 * state initializers again: the reply a thrown-away render took is given again until a render that used it commits.
 * Taken once from the root store, the second try rendered without it and its HTML differed from the server's (React
 * error #418 on a signed-in profile page).
 */
export function useInitialPage<R extends PageRoute>(route: R, url: string): PageDataMap[R] | null {
  const root = useRootStore();
  const [initial] = useState(() => initialPage(root, route, url));
  useEffect(() => {
    if (initial !== null && uncommitted.get(root)?.data === initial) uncommitted.delete(root);
  }, [root, initial]);
  return initial;
}

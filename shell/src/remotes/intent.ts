import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchRoute, remoteContainerName, type RemoteName } from '@realty/shared';

/** What to preload for a link: the remote and its exposed page ('ListingPage'), or null (a shell page, another site). */
export function preloadTargetOf(href: string, origin: string): { remote: RemoteName; expose: string } | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = matchRoute(url.pathname);
  if (!match || match.route.owner === 'shell') return null;
  return { remote: match.route.owner, expose: match.route.page.replace(/^\.\//, '') };
}

type Preload = (remote: RemoteName, expose: string) => void;

const defaultPreload: Preload = (remote, expose) => {
  // Only the page's own files: the shared packages are already on the page (loaded-first).
  preloadRemote([{ nameOrAlias: remoteContainerName(remote), exposes: [expose], resourceCategory: 'sync' }]).catch(() => undefined);
};

/**
 * Navigation intent: hovering or focusing a link (a listing card, a menu entry) starts loading the remote entry and
 * page chunk of the page it leads to, so the click finds them in the cache. One delegated listener for the whole
 * document covers the links the remotes render too; each remote page is preloaded once.
 */
export function installPreloadOnIntent(doc: Document = document, preload: Preload = defaultPreload): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = target && typeof target.closest === 'function' ? target.closest('a[href]') : null;
    if (!link) return;
    const found = preloadTargetOf(link.getAttribute('href') ?? '', doc.location.origin);
    if (!found) return;
    const key = `${found.remote}/${found.expose}`;
    if (done.has(key)) return;
    done.add(key);
    preload(found.remote, found.expose);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
    doc.removeEventListener('touchstart', onIntent);
  };
}

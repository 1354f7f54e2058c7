import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '../stores/context';
import type { PageHead } from '../stores/ui.store';

/**
 * A page's own head on client-side navigation (the server already rendered it for the first load): title,
 * description, canonical and, for a page that exists only in some languages, its `alternates` (hreflang and the
 * language switch), applied by the shell for this location only. Pass null while the data is loading.
 */
export function usePageHead(head: Omit<PageHead, 'path'> | null): void {
  const ui = useUiStore();
  const { pathname } = useLocation();
  const title = head?.title;
  const description = head?.description;
  const canonical = head?.canonical;
  const otherwise = head?.otherwise;
  const robots = head?.robots;
  const hreflang = head?.hreflang ? JSON.stringify(head.hreflang) : undefined;
  // A stable key for the alternates object (a new object each render must not re-run the effect).
  const alternates = head?.alternates ? JSON.stringify(head.alternates) : undefined;
  useEffect(() => {
    if (title === undefined) return;
    ui.setPageHead({
      path: pathname,
      title,
      ...(description ? { description } : {}),
      ...(canonical ? { canonical } : {}),
      ...(alternates ? { alternates: JSON.parse(alternates) as PageHead['alternates'] } : {}),
      ...(otherwise ? { otherwise } : {}),
      ...(robots ? { robots } : {}),
      ...(hreflang ? { hreflang: JSON.parse(hreflang) as PageHead['hreflang'] } : {}),
    });
  }, [ui, pathname, title, description, canonical, alternates, otherwise, robots, hreflang]);
  useEffect(() => () => ui.setPageHead(null), [ui]);
}

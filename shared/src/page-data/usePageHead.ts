import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUiStore } from '../stores/context';
import type { PageHead } from '../stores/ui.store';

/**
 * A page's own head on client-side navigation (the server already rendered it for the first load): title,
 * description and canonical, applied by the shell for this location only. Pass null while the data is loading.
 */
export function usePageHead(head: Omit<PageHead, 'path'> | null): void {
  const ui = useUiStore();
  const { pathname } = useLocation();
  const title = head?.title;
  const description = head?.description;
  const canonical = head?.canonical;
  useEffect(() => {
    if (title === undefined) return;
    ui.setPageHead({ path: pathname, title, ...(description ? { description } : {}), ...(canonical ? { canonical } : {}) });
  }, [ui, pathname, title, description, canonical]);
  useEffect(() => () => ui.setPageHead(null), [ui]);
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useRootStore } from '@realty/shared';
import type { LoadState } from '@realty/shared/sections';

interface PagedList<Item> {
  data: Item[];
  meta: { current_page: number; last_page: number };
}

/**
 * "More" under a paged account list, shown while the reply's `last_page` is beyond the page loaded last: loads the next
 * page and appends the items not on screen yet (a live list may have shifted meanwhile), or says that it failed.
 */
export function MoreButton<Reply extends PagedList<unknown>>({ list, fetchPage, idOf, testId }: {
  list: LoadState<Reply>;
  fetchPage(page: number): Promise<Reply>;
  idOf(item: Reply['data'][number]): number;
  testId?: string;
}) {
  const { t } = useTranslation('profile');
  const { ui } = useRootStore();
  const [busy, setBusy] = useState(false);
  const meta = list.data?.meta;
  if (!meta || meta.current_page >= meta.last_page) return null;
  const loadMore = async () => {
    setBusy(true);
    try {
      const next = await fetchPage(meta.current_page + 1);
      list.set((reply) => ({ ...reply, data: [...reply.data, ...next.data.filter((n) => !reply.data.some((d) => idOf(d) === idOf(n)))], meta: next.meta }));
    } catch {
      ui.notify(t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void loadMore()} data-testid={testId}>
      {t('common.more')}
    </Button>
  );
}

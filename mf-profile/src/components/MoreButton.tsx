import { useTranslation } from 'react-i18next';
import { Button, type ListMeta } from '@realty/shared';

/** "More" under a list of the account, while the last page loaded is not the last one. */
export function MoreButton({ meta, busy, onMore, testId }: { meta: ListMeta | undefined; busy: boolean; onMore: () => Promise<void>; testId?: string }) {
  const { t } = useTranslation('profile');
  if (!meta || meta.current_page >= meta.last_page) return null;
  return (
    <Button variant="secondary" busy={busy} onClick={() => void onMore()} data-testid={testId}>
      {t('common.more')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@realty/shared';

/** "More" under a paged account list, shown while the reply's `last_page` is beyond the page loaded last. */
export function MoreButton({ meta, busy, onMore, testId }: {
  meta: { current_page: number; last_page: number } | undefined;
  busy: boolean;
  onMore(): void;
  testId?: string;
}) {
  const { t } = useTranslation('profile');
  if (!meta || meta.current_page >= meta.last_page) return null;
  return (
    <Button variant="secondary" busy={busy} onClick={onMore} data-testid={testId}>
      {t('common.more')}
    </Button>
  );
}

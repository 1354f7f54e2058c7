import { useTranslation } from 'react-i18next';
import { Button } from '@realty/shared';

/** The back office lists' "next page" button, shown while the reply's `last_page` is beyond the page shown. */
export function NextPageButton({ meta, page, onNext }: { meta: { last_page: number } | null | undefined; page: number; onNext: () => void }) {
  const { t } = useTranslation('admin');
  if (!meta || meta.last_page <= page) return null;
  return (
    <p>
      <Button variant="secondary" onClick={onNext}>
        {t('admin.nextPage')}
      </Button>
    </p>
  );
}

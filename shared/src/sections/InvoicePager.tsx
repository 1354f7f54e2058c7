import { useTranslation } from 'react-i18next';
import { Button, primitives } from '@realty/shared';

/** "Newer" / "Older" between the pages of an invoice list (the user's invoices, the back office's payments). */
export function InvoicePager({ meta, page, onPage }: { meta: { last_page: number } | null | undefined; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('common');
  if (!meta || meta.last_page <= 1) return null;
  return (
    <div className={primitives.actions}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.newer')}
      </Button>
      <Button variant="secondary" disabled={page >= meta.last_page} onClick={() => onPage(page + 1)}>
        {t('pager.older')}
      </Button>
    </div>
  );
}

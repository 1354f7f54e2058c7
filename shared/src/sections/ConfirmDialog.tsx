import { useTranslation } from 'react-i18next';
import { Button, primitives } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';

/** "Are you sure?" with a confirm and a cancel button (the account pages and the back office). */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: { title: string; text: string; confirm: string; busy?: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog title={title} onClose={onClose} size="small" testId="confirm-dialog">
      <p>{text}</p>
      <div className={primitives.actions}>
        <Button variant="primary" busy={busy} onClick={onConfirm} data-testid="confirm-yes">
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

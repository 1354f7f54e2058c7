import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@realty/shared';
import styles from './Profile.module.css';

/** "Are you sure?" with a confirm and a cancel button. */
export function ConfirmDialog({ title, text, confirm, busy, onConfirm, onClose }: { title: string; text: string; confirm: string; busy?: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation('profile');
  return (
    <Dialog title={title} onClose={onClose} size="small" testId="confirm-dialog">
      <p>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" busy={busy} onClick={onConfirm} data-testid="confirm-yes">
          {confirm}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primitives } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import { SubmitCancel } from '@realty/shared/sections';
import { MODERATION_REASON_MAX } from '@realty/shared/contracts/admin';
import styles from './Admin.module.css';

/** Ask for the rejection reason (e-mailed to the owner); `onSubmit` answers a field error or null when done. */
export function RejectDialog({ title, onClose, onSubmit }: { title: string; onClose(): void; onSubmit(reason: string): Promise<string | null> }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setError(t('admin.moderation.reasonRequired'));
      return;
    }
    setBusy(true);
    const problem = await onSubmit(reason.trim());
    setBusy(false);
    if (problem) setError(problem);
  };
  return (
    <Dialog title={t('admin.moderation.rejectTitle', { title })} onClose={onClose} testId="reject-dialog">
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {t('admin.moderation.reason')}
        </label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={5}
          maxLength={MODERATION_REASON_MAX}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setReason(e.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className={primitives.muted}>
            {t('admin.moderation.reasonHint')}
          </p>
        )}
        <SubmitCancel submit={t('admin.moderation.reject')} busy={busy} testId="reject-submit" onCancel={onClose} className={styles.actions} />
      </form>
    </Dialog>
  );
}

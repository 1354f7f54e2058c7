import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, toApiError, type Lang } from '@realty/shared';
import { reportListing } from '@realty/shared/contracts/listing';
import { REPORT_COMMENT_MAX, REPORT_REASONS, type ReportReason } from '@realty/shared/admin';
import { SelectField, TextAreaField } from '@realty/shared/field';
import { Dialog } from '@realty/shared/dialog';
import styles from './Listing.module.css';

const REASON_KEYS: Record<ReportReason, string> = {
  fraud: 'report.reason.fraud',
  duplicate: 'report.reason.duplicate',
  wrong_info: 'report.reason.wrong_info',
  unavailable: 'report.reason.unavailable',
  offensive: 'report.reason.offensive',
  other: 'report.reason.other',
};

/** "Report this listing": a reason and an optional comment go to the back office's moderation queue (throttled). */
export function ReportListing({ id, lang }: { id: number; lang: Lang }) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason) {
      setErrors({ reason: [t('report.reasonRequired')] });
      return;
    }
    setBusy(true);
    try {
      const res = await reportListing(getApiClient(), id, { reason, ...(comment.trim() ? { comment: comment.trim() } : {}) }, lang);
      setDone(res.message);
      setOpen(false);
    } catch (error) {
      const e = toApiError(error);
      setErrors(e.errors ?? { form: [e.network ? t('report.failed') : e.message] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.report}>
      {done ? (
        <p role="status" data-testid="report-done">
          {done}
        </p>
      ) : (
        <button type="button" className={styles.reportButton} onClick={() => setOpen(true)} data-testid="report-listing">
          {t('report.open')}
        </button>
      )}
      {open ? (
        <Dialog title={t('report.title')} onClose={() => setOpen(false)} testId="report-dialog">
          <form
            className={styles.reportForm}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <SelectField label={t('report.reasonLabel')} value={reason} required error={errors.reason?.[0]} onChange={(e) => setReason(e.target.value as ReportReason | '')}>
              <option value="">{t('report.choose')}</option>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_KEYS[r])}
                </option>
              ))}
            </SelectField>
            <TextAreaField label={t('report.comment')} className={styles.reportComment} rows={4} maxLength={REPORT_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
            {errors.comment?.[0] || errors.form?.[0] ? <p role="alert">{errors.comment?.[0] ?? errors.form?.[0]}</p> : null}
            <Button type="submit" busy={busy} data-testid="report-submit">
              {t('report.send')}
            </Button>
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}

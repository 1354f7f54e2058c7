import { useState } from 'react';
import { Button, getApiClient, primitives, useRootStore } from '@realty/shared';
import { SelectField, TextAreaField } from '@realty/shared/field';
import { Dialog } from '@realty/shared/dialog';
import { SubmitCancel } from '@realty/shared/sections';
import { USER_REPORT_REASONS, type ConversationSummary, type UserReportReason } from '@realty/shared/contracts/messages';
import { blockUser, reportUser, unblockUser } from './api';
import { replyError } from './errors';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

const REASON_KEYS = { spam: 'thread.reasons.spam', fraud: 'thread.reasons.fraud', abuse: 'thread.reasons.abuse', other: 'thread.reasons.other' } as const;

/** Block or unblock the other party, or report them (a reason and a comment), from the thread's menu. */
export function ThreadMenu({ conversation, onBlocked }: { conversation: ConversationSummary; onBlocked(blocked: boolean): void }) {
  const { t } = useMessagesTranslation();
  const { ui } = useRootStore();
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<UserReportReason>('spam');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const api = getApiClient();
  if (conversation.other.deleted) return null;

  const toggleBlock = async () => {
    setBusy(true);
    try {
      const reply = conversation.blocked ? await unblockUser(api, conversation.id) : await blockUser(api, conversation.id);
      ui.notify(reply.message ?? t(conversation.blocked ? 'thread.unblocked' : 'thread.blockedDone'), 'success');
      onBlocked(!conversation.blocked);
    } catch (e) {
      ui.notify(replyError(e, t('common.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const report = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await reportUser(api, conversation.id, { reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      ui.notify(reply.message ?? t('thread.reported'), 'success');
      setReporting(false);
    } catch (e) {
      setError(replyError(e, t('common.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <details className={styles.menu} data-testid="thread-menu">
        <summary className={primitives.pill}>{t('thread.menu')}</summary>
        <div>
          <Button variant="secondary" size="small" busy={busy} onClick={() => void toggleBlock()} data-testid="thread-block">
            {conversation.blocked ? t('thread.unblock') : t('thread.block')}
          </Button>
          <Button variant="secondary" size="small" onClick={() => setReporting(true)} data-testid="thread-report">
            {t('thread.report')}
          </Button>
        </div>
      </details>
      {reporting ? (
        <Dialog title={t('thread.reportTitle', { name: conversation.other.name })} onClose={() => setReporting(false)} size="small" testId="report-dialog">
          <form
            className={primitives.stack}
            onSubmit={(event) => {
              event.preventDefault();
              void report();
            }}
          >
            <SelectField label={t('thread.reason')} value={reason} onChange={(e) => setReason(e.target.value as UserReportReason)} data-testid="report-reason">
              {USER_REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_KEYS[r])}
                </option>
              ))}
            </SelectField>
            <TextAreaField label={t('thread.comment')} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} data-testid="report-comment" />
            {error ? <p role="alert">{error}</p> : null}
            <SubmitCancel submit={t('thread.reportSend')} busy={busy} testId="report-send" cancelVariant="ghost" onCancel={() => setReporting(false)} />
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

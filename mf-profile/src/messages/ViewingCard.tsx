import { useState } from 'react';
import { Button, getApiClient, primitives, useRootStore, type Lang } from '@realty/shared';
import { TextAreaField } from '@realty/shared/field';
import { SubmitCancel } from '@realty/shared/sections';
import { answerViewing, cancelViewing, type Viewing } from '@realty/shared/contracts/messages';
import { replyError } from './errors';
import { slotTime } from './time';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

const STATUS_KEYS = {
  pending: 'viewing.status.pending',
  confirmed: 'viewing.status.confirmed',
  declined: 'viewing.status.declined',
  cancelled: 'viewing.status.cancelled',
} as const;

/** A viewing request in the thread: its status and slots; the seller confirms one or declines, the buyer may cancel. */
export function ViewingCard({ viewing, lang, onChanged }: { viewing: Viewing; lang: Lang; onChanged(v: Viewing): void }) {
  const { t } = useMessagesTranslation();
  const { ui } = useRootStore();
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const run = async (call: () => Promise<{ message: string; data: Viewing }>) => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await call();
      ui.notify(reply.message, 'success');
      onChanged(reply.data);
      setDeclining(false);
    } catch (e) {
      setError(replyError(e, t('common.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const api = getApiClient();
  return (
    <div className={styles.viewing} data-testid="viewing-card" data-status={viewing.status}>
      <p>
        <strong>{t('viewing.title')}</strong> · <span data-testid="viewing-status">{t(STATUS_KEYS[viewing.status])}</span>
      </p>
      {viewing.status === 'confirmed' && viewing.confirmed_slot ? (
        <p data-testid="viewing-confirmed">{t('viewing.confirmedAt', { time: slotTime(viewing.confirmed_slot, lang) })}</p>
      ) : (
        <ul className={`${primitives.bare} ${styles.slots}`}>
          {viewing.slots.map((slot) => (
            <li key={slot} className={styles.row}>
              <span data-testid="viewing-slot">{slotTime(slot, lang)}</span>
              {viewing.can_answer ? (
                <Button size="small" busy={busy} onClick={() => void run(() => answerViewing(api, viewing.id, { action: 'confirm', slot }))} data-testid="viewing-confirm">
                  {t('viewing.confirm')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className={primitives.note}>{t('viewing.zone')}</p>
      {viewing.reply ? <p>{viewing.reply}</p> : null}
      {viewing.can_answer && declining ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => answerViewing(api, viewing.id, { action: 'decline', text }));
          }}
        >
          <TextAreaField label={t('viewing.declineText')} value={text} onChange={(e) => setText(e.target.value)} required maxLength={2000} data-testid="viewing-decline-text" />
          <SubmitCancel submit={t('viewing.decline')} variant="secondary" busy={busy} testId="viewing-decline-send" cancelVariant="ghost" onCancel={() => setDeclining(false)} />
        </form>
      ) : null}
      <div className={primitives.actions}>
        {viewing.can_answer && !declining ? (
          <Button variant="secondary" size="small" onClick={() => setDeclining(true)} data-testid="viewing-decline">
            {t('viewing.decline')}
          </Button>
        ) : null}
        {viewing.can_cancel ? (
          <Button variant="ghost" size="small" busy={busy} onClick={() => void run(() => cancelViewing(api, viewing.id))} data-testid="viewing-cancel">
            {t('viewing.cancel')}
          </Button>
        ) : null}
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

import { useState } from 'react';
import { Button, getApiClient, primitives, useRootStore } from '@realty/shared';
import { Field, TextAreaField } from '@realty/shared/field';
import { SubmitCancel } from '@realty/shared/sections';
import { VIEWING_SLOTS_MAX, requestViewing, type Viewing } from '@realty/shared/contracts/messages';
import { replyError } from './errors';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

interface Slot {
  date: string;
  time: string;
}

/** The buyer proposes 1 to 3 times (date and time inputs, Europe/Istanbul wall time) and an optional note. */
export function ViewingRequestForm({ conversationId, onSent, onClose }: { conversationId: number; onSent(v: Viewing): void; onClose(): void }) {
  const { t } = useMessagesTranslation();
  const { ui } = useRootStore();
  const [slots, setSlots] = useState<Slot[]>([{ date: '', time: '' }]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const change = (index: number, patch: Partial<Slot>) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const submit = async () => {
    const filled = slots.filter((s) => s.date && s.time).map((s) => `${s.date}T${s.time.slice(0, 5)}`);
    if (!filled.length) {
      setError(t('viewing.slotsRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const reply = await requestViewing(getApiClient(), conversationId, { slots: filled, ...(text.trim() ? { text: text.trim() } : {}) });
      ui.notify(reply.message, 'success');
      onSent(reply.data);
    } catch (e) {
      setError(replyError(e, t('common.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={`${primitives.panel} ${styles.composer}`}
      data-testid="viewing-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{t('viewing.propose')}</h2>
      <p className={primitives.note}>{t('viewing.zone')}</p>
      {slots.map((slot, index) => (
        <div className={styles.row} key={index}>
          <Field label={t('viewing.date', { n: index + 1 })} type="date" value={slot.date} onChange={(e) => change(index, { date: e.target.value })} data-testid="viewing-date" />
          <Field label={t('viewing.time', { n: index + 1 })} type="time" step={900} value={slot.time} onChange={(e) => change(index, { time: e.target.value })} data-testid="viewing-time" />
        </div>
      ))}
      {slots.length < VIEWING_SLOTS_MAX ? (
        <Button variant="link" onClick={() => setSlots((all) => [...all, { date: '', time: '' }])} data-testid="viewing-add-slot">
          {t('viewing.addSlot')}
        </Button>
      ) : null}
      <TextAreaField label={t('viewing.note')} value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} />
      {error ? <p role="alert">{error}</p> : null}
      <SubmitCancel submit={t('viewing.send')} busy={busy} testId="viewing-send" cancelVariant="ghost" onCancel={onClose} />
    </form>
  );
}

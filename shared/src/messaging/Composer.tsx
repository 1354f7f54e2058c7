import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, getApiClient, isApiError, pathTo, primitives, useRootStore, type Lang } from '@realty/shared';
import { TextAreaField } from '@realty/shared/field';
import type { MessageSentReply } from '@realty/shared/contracts/messages';
import { MESSAGING_NS } from './register';
import type { MessageTarget } from './types';
import styles from './Messaging.module.css';

export { MESSAGING_NS };

/** The longest first message (the contract's MESSAGE_TEXT_MAX, repeated: importing it would bring zod along). */
const TEXT_MAX = 2000;

export interface ComposerProps {
  lang: Lang;
  target: MessageTarget;
}

type Status = { state: 'idle' | 'sending' } | { state: 'sent'; conversationId: number } | { state: 'failed'; message: string; field?: string };

/**
 * The first message of a conversation (POST /api/conversations), with the site's fixed safety warning beside it;
 * once sent, a link to the thread in the profile's messages. An expired session asks to sign in again (the text stays).
 */
export function Composer({ lang, target }: ComposerProps) {
  const { t } = useTranslation(MESSAGING_NS);
  const { auth } = useRootStore();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const warningId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The button that opened the composer is gone: the focus goes to the text box, not back to <body>.
  useEffect(() => form.current?.querySelector('textarea')?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setStatus({ state: 'failed', message: t('required'), field: t('required') });
      return;
    }
    setStatus({ state: 'sending' });
    try {
      const reply = await getApiClient().post<MessageSentReply>('/api/conversations', { ...target, text });
      setStatus({ state: 'sent', conversationId: reply.data.conversation_id });
      setText('');
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setStatus({ state: 'idle' });
        auth.requireAuth();
        return;
      }
      const field = isApiError(error) ? error.errors?.text?.[0] : undefined;
      // 422 (per field) and 429 (rate limit) carry the server's own words; a network failure gets ours.
      const message = isApiError(error) && !error.network && error.message ? error.message : t('failed');
      setStatus({ state: 'failed', message: field ?? message, field });
    }
  };

  if (status.state === 'sent') {
    return (
      <p className={styles.sent} role="status" data-testid="message-sent">
        {t('sent')}{' '}
        <Link to={pathTo(lang, 'profileThread', String(status.conversationId))} data-testid="message-thread-link">
          {t('openThread')}
        </Link>
      </p>
    );
  }
  return (
    <form ref={form} className={styles.composer} onSubmit={(event) => void submit(event)} noValidate data-testid="message-composer">
      <TextAreaField
        label={t('label')}
        name="text"
        rows={3}
        required
        maxLength={TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={status.state === 'failed' ? status.field : undefined}
        aria-describedby={warningId}
        className={styles.text}
      />
      <p id={warningId} className={`${primitives.note} ${styles.warning}`} data-testid="message-warning">
        {t('warning')}
      </p>
      <Button type="submit" block busy={status.state === 'sending'} data-testid="message-send">
        {t('send')}
      </Button>
      {status.state === 'failed' && !status.field ? (
        <p className={styles.error} role="alert" data-testid="message-failed">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}

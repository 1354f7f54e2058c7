import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primitives } from '@realty/shared';
import { replyError } from './replyError';
import styles from './Admin.module.css';

/**
 * The decisions taken on a queue's items (moderation, EİDS verification): an item's reply message takes the place of
 * its buttons, and the last message is announced.
 */
export function useDecisions() {
  const { t } = useTranslation('admin');
  const [done, setDone] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  /** Sends the decision on item `id`; resolves to null, or to the message of a failure (the item keeps its buttons). */
  const decide = async (id: number, call: () => Promise<{ message: string }>): Promise<string | null> => {
    try {
      const res = await call();
      setDone((d) => ({ ...d, [id]: res.message }));
      setMessage(res.message);
      return null;
    } catch (error) {
      const text = replyError(error, t('common.saveFailed')).message;
      setMessage(text);
      return text;
    }
  };

  return { done, message, decide };
}

/** The announced message of the last decision (kept in the page, hidden while empty, for screen readers). */
export function DecisionStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? styles.message : primitives.visuallyHidden}>
      {message}
    </p>
  );
}

/** An item's decision buttons until it is decided, then the reply's message. */
export function DecisionActions({ done, children }: { done: string | undefined; children: ReactNode }) {
  return done ? <p className={styles.message}>{done}</p> : <div className={styles.actions}>{children}</div>;
}

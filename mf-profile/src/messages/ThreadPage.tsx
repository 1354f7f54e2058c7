import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, formatPrice, getApiClient, pathTo, primitives, type CurrencyCode, type PageProps } from '@realty/shared';
import type { ConversationSummary, Message, Viewing } from '@realty/shared/contracts/messages';
import { ProfileLayout } from '../components/ProfileLayout';
import { fetchMessages, markRead } from './api';
import { Composer } from './Composer';
import { isNotFound } from './errors';
import { onLiveEvent, refreshUnread } from './live';
import { MessageBubble } from './MessageBubble';
import { ThreadMenu } from './ThreadMenu';
import { ViewingRequestForm } from './ViewingRequestForm';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

interface Thread {
  conversation: ConversationSummary;
  messages: Message[];
  hasOlder: boolean;
}

/** Messages by id, oldest first; a newer copy (a viewing's new status) replaces the old one. */
const merge = (old: Message[], fresh: Message[]): Message[] => {
  const byId = new Map(old.map((m) => [m.id, m]));
  for (const m of fresh) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** profile/messages/{id}: one conversation, live; 404 (not a party, or no such thread) shows the not-found state. */
export default observer(function ThreadPage({ lang, route, rest }: PageProps) {
  const { t } = useMessagesTranslation();
  const id = /^\d{1,10}$/.test(rest) ? Number(rest) : null;
  const [thread, setThread] = useState<Thread | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'notFound' | 'error'>(id ? 'loading' : 'notFound');
  const [older, setOlder] = useState(false);
  const [proposing, setProposing] = useState(false);
  const readSent = useRef(0);
  const listRef = useRef<HTMLOListElement>(null);
  const api = getApiClient();

  const refresh = useCallback(() => {
    if (!id) return;
    fetchMessages(api, id).then(
      (reply) => {
        setThread((current) => ({
          conversation: reply.conversation,
          messages: merge(current?.messages ?? [], reply.data),
          hasOlder: current ? current.hasOlder : reply.meta.has_older,
        }));
        setState('ready');
      },
      (e: unknown) => setState((s) => (s === 'ready' ? s : isNotFound(e) ? 'notFound' : 'error')),
    );
  }, [api, id]);

  useEffect(() => {
    setThread(null);
    readSent.current = 0;
    if (!id) return;
    setState('loading');
    refresh();
    return onLiveEvent((event) => {
      if (!('conversation_id' in event) || event.conversation_id !== id) return;
      if (event.type === 'read') {
        setThread((c) => (c ? { ...c, conversation: { ...c.conversation, other_read_id: Math.max(c.conversation.other_read_id, event.last_read_id) } } : c));
      } else refresh();
    });
  }, [id, refresh]);

  // Read when seen: the newest message of the other party, once the page is visible.
  const lastTheirs = thread?.messages.filter((m) => !m.from_me).at(-1)?.id ?? 0;
  useEffect(() => {
    if (!id) return;
    const mark = () => {
      if (!visible() || lastTheirs <= readSent.current) return;
      readSent.current = lastTheirs;
      markRead(api, id, lastTheirs)
        .then(refreshUnread)
        .catch(() => {
          readSent.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [api, id, lastTheirs]);

  // Keep the newest message in view when one arrives (not when older ones are prepended).
  const lastId = thread?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const loadOlder = async () => {
    const first = thread?.messages[0];
    if (!id || !first) return;
    setOlder(true);
    try {
      const reply = await fetchMessages(api, id, first.id);
      setThread((c) => (c ? { ...c, messages: merge(reply.data, c.messages), hasOlder: reply.meta.has_older } : c));
    } catch {
      // The button stays; the user can try again.
    } finally {
      setOlder(false);
    }
  };
  const onViewing = (viewing: Viewing) => {
    setThread((c) => (c ? { ...c, messages: c.messages.map((m) => (m.viewing?.id === viewing.id ? { ...m, viewing } : m)) } : c));
    refresh();
  };

  if (state === 'notFound') {
    return (
      <ProfileLayout lang={lang} route={route}>
        <div data-testid="not-found">
          <p>{t('thread.notFound')}</p>
          <Link to={pathTo(lang, 'profileMessages')}>{t('thread.back')}</Link>
        </div>
      </ProfileLayout>
    );
  }
  const conversation = thread?.conversation;
  const listing = conversation?.listing;
  const canWrite = conversation && !conversation.blocked && !conversation.blocked_me && !conversation.other.deleted;
  const pendingViewing = thread?.messages.some((m) => m.viewing?.status === 'pending');
  return (
    <ProfileLayout lang={lang} route={route}>
      {state === 'error' ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {state === 'loading' ? <p className={primitives.muted}>{t('common.loading')}</p> : null}
      {conversation && thread ? (
        <div className={primitives.stack}>
          <header className={`${primitives.panel} ${styles.header}`} data-testid="thread-header">
            {listing ? (
              <Link className={`${styles.listingLink} ${listing.active ? '' : styles.inactive}`} to={listing.url} data-testid="thread-listing">
                {listing.photo ? <img className={styles.thumb} src={listing.photo} alt="" /> : null}
                <span>
                  <strong>{listing.title}</strong>
                  <br />
                  <span className={primitives.note}>
                    {formatPrice(listing.price, listing.currency as CurrencyCode, lang)}
                    {listing.city ? ` · ${listing.city}` : ''}
                  </span>
                </span>
              </Link>
            ) : null}
            <p data-testid="thread-other">
              {conversation.other.name}
              {conversation.other.agency ? <span className={primitives.note}> · {conversation.other.agency}</span> : null}
            </p>
            <ThreadMenu conversation={conversation} onBlocked={(blocked) => setThread((c) => (c ? { ...c, conversation: { ...c.conversation, blocked } } : c))} />
          </header>
          <p className={styles.warning} role="note" data-testid="safety-warning">
            {t('thread.safety')}
          </p>
          {thread.hasOlder ? (
            <Button variant="secondary" size="small" busy={older} onClick={() => void loadOlder()} data-testid="thread-older">
              {t('thread.older')}
            </Button>
          ) : null}
          <ol ref={listRef} className={`${primitives.bare} ${styles.messages}`} aria-label={t('thread.listLabel')} aria-live="polite">
            {thread.messages.map((message) => (
              <MessageBubble key={message.id} message={message} lang={lang} readUpTo={conversation.other_read_id} onViewing={onViewing} />
            ))}
          </ol>
          {canWrite ? (
            <>
              {conversation.role === 'buyer' && !pendingViewing ? (
                proposing ? (
                  <ViewingRequestForm
                    conversationId={conversation.id}
                    onClose={() => setProposing(false)}
                    onSent={() => {
                      setProposing(false);
                      refresh();
                    }}
                  />
                ) : (
                  <Button variant="secondary" size="small" onClick={() => setProposing(true)} data-testid="viewing-open">
                    {t('viewing.propose')}
                  </Button>
                )
              ) : null}
              <Composer conversationId={conversation.id} onSent={(message) => setThread((c) => (c ? { ...c, messages: merge(c.messages, [message]) } : c))} />
            </>
          ) : (
            <p className={primitives.muted} data-testid="composer-disabled">
              {conversation.other.deleted ? t('thread.deleted') : conversation.blocked ? t('thread.youBlocked') : t('thread.blockedYou')}
            </p>
          )}
        </div>
      ) : null}
    </ProfileLayout>
  );
});

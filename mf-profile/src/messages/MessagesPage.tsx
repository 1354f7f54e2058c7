import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, getApiClient, pathTo, primitives, useRootStore, type PageProps } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import type { ConversationSummary } from '@realty/shared/contracts/messages';
import { ProfileLayout } from '../components/ProfileLayout';
import { MoreButton } from '../components/MoreButton';
import { fetchConversations, type ConversationList } from './api';
import { onLiveEvent } from './live';
import { messageTime } from './time';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

/** The newest threads first, page 1 replacing what it holds and older pages kept below. */
const mergeFirstPage = (list: ConversationList, first: ConversationList): ConversationList => ({
  data: [...first.data, ...list.data.filter((c) => !first.data.some((f) => f.id === c.id))],
  meta: { ...list.meta, total: first.meta.total, last_page: first.meta.last_page },
});

function ThreadRow({ thread, lang }: { thread: ConversationSummary; lang: PageProps['lang'] }) {
  const { t } = useMessagesTranslation();
  const last = thread.last_message;
  const excerpt = !last ? '' : last.kind === 'viewing' ? t('messages.viewingExcerpt') : last.text;
  return (
    <li>
      <Link
        to={pathTo(lang, 'profileThread', String(thread.id))}
        className={`${primitives.frame} ${styles.thread} ${thread.unread ? styles.unreadThread : ''}`}
        data-testid="thread"
        data-id={thread.id}
      >
        {thread.listing?.photo ? <img className={styles.thumb} src={thread.listing.photo} alt="" loading="lazy" /> : <span className={styles.thumb} />}
        <span className={styles.threadText}>
          <p className={styles.threadTitle}>{thread.listing?.title ?? thread.other.agency ?? thread.other.name}</p>
          <p className={primitives.note}>{thread.other.name}</p>
          <p className={`${styles.excerpt} ${primitives.muted}`}>{last?.from_me ? `${t('messages.you')}: ${excerpt}` : excerpt}</p>
        </span>
        <span className={styles.side}>
          {last ? <time dateTime={last.at}>{messageTime(last.at, lang)}</time> : null}
          {thread.unread > 0 ? (
            <span className={styles.badge} data-testid="thread-unread" aria-label={t('messages.unread', { count: thread.unread })}>
              {thread.unread > 99 ? '99+' : thread.unread}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** profile/messages: the conversations, newest first, with unread counts; a new message moves its thread up live. */
export default observer(function MessagesPage({ lang, route }: PageProps) {
  const { t } = useMessagesTranslation();
  const { ui } = useRootStore();
  const list = useLoad(() => fetchConversations(getApiClient(), 1), lang);
  const [more, setMore] = useState(false);

  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type !== 'message' && event.type !== 'read' && event.type !== 'viewing') return;
        fetchConversations(getApiClient(), 1).then(
          (first) => list.set((current) => mergeFirstPage(current, first)),
          () => undefined,
        );
      }),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- list.set is stable
  );

  const loadMore = async () => {
    const meta = list.data?.meta;
    if (!meta) return;
    setMore(true);
    try {
      const next = await fetchConversations(getApiClient(), meta.current_page + 1);
      list.set((current) => ({ data: [...current.data, ...next.data.filter((c) => !current.data.some((d) => d.id === c.id))], meta: next.meta }));
    } catch {
      ui.notify(t('common.loadFailed'));
    } finally {
      setMore(false);
    }
  };
  const threads = list.data?.data ?? [];
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileMessages')}>
      {list.error ? (
        <p role="alert">
          {t('common.loadFailed')}{' '}
          <Button variant="link" onClick={list.reload}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {list.data && threads.length === 0 ? (
        <p className={primitives.muted} data-testid="messages-empty">
          {t('messages.empty')}
        </p>
      ) : null}
      {threads.length ? (
        <ul className={`${primitives.bare} ${styles.threads}`} aria-label={t('messages.listLabel')}>
          {threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} lang={lang} />
          ))}
        </ul>
      ) : null}
      <MoreButton meta={list.data?.meta} busy={more} onMore={() => void loadMore()} />
    </ProfileLayout>
  );
});

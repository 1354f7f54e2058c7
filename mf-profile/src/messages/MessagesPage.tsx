import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { getApiClient, pathTo, primitives, type PageProps } from '@realty/shared';
import { ListState, useLoad } from '@realty/shared/sections';
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
  const list = useLoad(() => fetchConversations(getApiClient(), 1), lang);

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

  const threads = list.data?.data ?? [];
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileMessages')}>
      <ListState state={list} failed={t('common.loadFailed')} retry={t('common.retry')} count={threads.length} empty={t('messages.empty')} emptyTestId="messages-empty" />
      {threads.length ? (
        <ul className={`${primitives.bare} ${styles.threads}`} aria-label={t('messages.listLabel')}>
          {threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} lang={lang} />
          ))}
        </ul>
      ) : null}
      <MoreButton list={list} fetchPage={(page) => fetchConversations(getApiClient(), page)} idOf={(c) => c.id} />
    </ProfileLayout>
  );
});

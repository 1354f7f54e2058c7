import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NotFound, PageFrame, pathTo, primitives, usePageHead, type PageProps } from '@realty/shared';
import { Pagination } from '@realty/shared/pagination';
import { CategoryNav } from './CategoryNav';
import { FeedLink } from './FeedLink';
import { PostGrid } from './PostCard';
import { useJournalPage } from './useJournalPage';
import { PageStatus } from './PageStatus';

type ListRoute = 'journal' | 'journalCategory' | 'journalTag';

/** The journal index, a category or a tag: cards, category tabs, real page links (`?page=N`). */
export const JournalList = observer(function JournalList({ lang, route, rest, listRoute }: PageProps & { listRoute: ListRoute }) {
  const { t } = useTranslation('blog');
  const { t: tc } = useTranslation('common');
  const { data, status, retry } = useJournalPage(listRoute);
  const list = data?.list;
  const name = list?.category?.title ?? (list?.tag ? `#${list.tag.title}` : undefined);
  const page = list?.currentPage ?? 1;
  const site = tc('siteName');
  const journal = tc('routes.journal.title');
  usePageHead(
    data
      ? {
          title: `${name ? `${name} — ${journal}` : journal}${page > 1 ? ` — ${tc('journal.page', { page })}` : ''} — ${site}`,
          canonical: data.canonical,
        }
      : null,
  );
  if (status === 'notFound') return <NotFound lang={lang} />;
  const base = listRoute === 'journal' || !rest ? pathTo(lang, 'journal') : pathTo(lang, listRoute, rest);
  const crumbs =
    listRoute === 'journal' || !name
      ? undefined
      : [
          { label: tc('home'), href: pathTo(lang, 'home') },
          { label: journal, href: pathTo(lang, 'journal') },
          ...(listRoute === 'journalTag' ? [{ label: tc('routes.journalTags.title'), href: pathTo(lang, 'journalTags') }] : []),
          { label: name },
        ];
  const intro = listRoute === 'journal' ? t('intro.journal') : listRoute === 'journalTag' ? t('intro.journalTag') : t('intro.journalCategory');
  return (
    <PageFrame lang={lang} route={route} title={listRoute === 'journal' ? undefined : (list?.category?.title ?? list?.tag?.title)} crumbs={crumbs} intro={intro}>
      {list && data ? (
        <div className={primitives.stack} data-testid="journal-list">
          <CategoryNav lang={lang} categories={list.categories} current={list.category?.slug ?? (listRoute === 'journal' ? null : '')} />
          <p className={primitives.note}>{t('total', { count: list.total })}</p>
          <PostGrid posts={list.posts} lang={lang} label={t('posts')} />
          <Pagination
            current={list.currentPage}
            last={list.lastPage}
            href={(n) => (n > 1 ? `${base}?page=${n}` : base)}
            labels={{
              label: t('pagination.label'),
              prev: t('pagination.prev'),
              next: t('pagination.next'),
              page: (n) => t('pagination.page', { page: n }),
              current: (n) => t('pagination.current', { page: n }),
            }}
          />
          <FeedLink href={data.feed} />
        </div>
      ) : (
        <PageStatus failed={status === 'error'} retry={retry} />
      )}
    </PageFrame>
  );
});


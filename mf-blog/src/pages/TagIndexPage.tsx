import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame, pathTo, primitives, type PageProps } from '@realty/shared';
import { CategoryNav } from '../journal/CategoryNav';
import { FeedLink } from '../journal/FeedLink';
import { useJournalPage } from '../journal/useJournalPage';
import { PageStatus } from '../journal/PageStatus';
import styles from '../journal/Journal.module.css';

/** Every tag that has posts in this language, with its count. */
export default observer(function TagIndexPage({ lang, route }: PageProps) {
  const { t } = useTranslation('blog');
  const { data, status, retry } = useJournalPage('journalTags');
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.journalTags')}>
      {data ? (
        <div className={primitives.stack} data-testid="journal-tags">
          <CategoryNav lang={lang} categories={data.categories} current="#tags" />
          <ul className={`${primitives.pills} ${styles.tagCloud}`} aria-label={t('tags')}>
            {data.tags.map((tag) => (
              <li key={tag.slug}>
                <Link className={styles.tag} to={pathTo(lang, 'journalTag', tag.slug)}>
                  #{tag.title} <span className={styles.count}>{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
          <FeedLink href={data.feed} />
        </div>
      ) : (
        <PageStatus failed={status === 'error'} retry={retry} />
      )}
    </PageFrame>
  );
});

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, formatDate, getApiClient, pathTo, primitives, type Lang } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import { fetchUserReports, resolveUserReport, type UserReportItem, type UserReportReason } from '@realty/shared/contracts/admin';
import { NextPageButton } from './NextPageButton';
import { DecisionActions, DecisionStatus, useDecisions } from './useDecisions';
import styles from './Admin.module.css';

const REASON_KEYS: Record<UserReportReason, string> = {
  spam: 'admin.userReports.reasons.spam',
  fraud: 'admin.userReports.reasons.fraud',
  abuse: 'admin.userReports.reasons.abuse',
  other: 'admin.userReports.reasons.other',
};
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

type Person = UserReportItem['reporter'];

/** A party of the report: its admin page when the account still exists, its e-mail, or "deleted account". */
function PersonLine({ person, lang, testId }: { person: Person; lang: Lang; testId: string }) {
  const { t } = useTranslation('admin');
  const name = person.name || `#${person.id ?? '?'}`;
  return (
    <dd data-testid={testId}>
      {person.id !== null && !person.deleted ? <Link to={pathTo(lang, 'adminUser', String(person.id))}>{name}</Link> : name}
      {person.email ? ` (${person.email})` : null}
      {person.deleted ? <span className={`${styles.badge} ${styles.badgeDanger}`}> {t('admin.userReports.deleted')}</span> : null}
    </dd>
  );
}

/** The thread's last messages, read-only: who wrote each (the reporter, the reported user or a deleted account) and when. */
function ThreadExcerpt({ item, lang }: { item: UserReportItem; lang: Lang }) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const sender = (id: number | null): string =>
    id !== null && id === item.reported.id ? item.reported.name : id !== null && id === item.reporter.id ? item.reporter.name : t('admin.userReports.unknownSender');
  return (
    <div>
      <p id={labelId} className={styles.pairLabel}>
        {t('admin.userReports.thread')}
      </p>
      {item.messages.length ? (
        <ol className={styles.thread} aria-labelledby={labelId} data-testid="report-thread">
          {item.messages.map((m) => (
            <li key={m.id} className={m.sender_id !== null && m.sender_id === item.reported.id ? styles.threadReported : undefined}>
              <strong>{sender(m.sender_id)}</strong>{' '}
              <time className={primitives.muted} dateTime={m.created_at}>
                {formatDate(m.created_at, lang, WHEN)}
              </time>
              <p className={styles.threadText}>{m.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={primitives.muted}>{t('admin.userReports.noMessages')}</p>
      )}
    </div>
  );
}

/**
 * The moderation page's "Reported users" (issue 30): open reports made from a conversation, oldest first, each with
 * the thread's last messages; Resolve closes one. Blocking is the user page's (linked), not this queue's.
 */
export function UserReportsSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { done, message, decide } = useDecisions();
  const reports = useLoad(() => fetchUserReports(getApiClient(), page, lang), `${lang}:${page}`);
  const items = reports.data?.data ?? [];
  const meta = reports.data?.meta;

  return (
    <section aria-labelledby={headingId} data-testid="user-reports">
      <h2 id={headingId}>{t('admin.userReports.title')}</h2>
      <p className={primitives.muted}>{t('admin.userReports.hint')}</p>
      {meta ? <p className={primitives.muted}>{t('admin.userReports.total', { count: meta.total })}</p> : null}
      <DecisionStatus message={message} />
      {reports.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {!reports.loading && !reports.error && items.length === 0 ? (
        <p className={primitives.muted} data-testid="user-reports-empty">
          {t('admin.userReports.empty')}
        </p>
      ) : null}
      <ul className={`${primitives.bare} ${styles.list}`} aria-busy={reports.loading}>
        {items.map((item) => (
          <li key={item.id} className={`${primitives.panel} ${styles.card}`} data-testid="user-report" data-id={item.id}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>{t('admin.userReports.itemTitle', { id: item.id })}</h3>
              <span className={`${styles.badge} ${styles.badgeDanger}`}>{t(REASON_KEYS[item.reason])}</span>
            </div>
            <dl className={styles.facts}>
              <dt>{t('admin.userReports.reported')}</dt>
              <PersonLine person={item.reported} lang={lang} testId="report-reported" />
              <dt>{t('admin.userReports.reporter')}</dt>
              <PersonLine person={item.reporter} lang={lang} testId="report-reporter" />
              <dt>{t('admin.userReports.reason')}</dt>
              <dd>{t(REASON_KEYS[item.reason])}</dd>
              {item.comment ? (
                <>
                  <dt>{t('admin.userReports.comment')}</dt>
                  <dd>{item.comment}</dd>
                </>
              ) : null}
              <dt>{t('admin.userReports.createdAt')}</dt>
              <dd>
                <time dateTime={item.created_at}>{formatDate(item.created_at, lang, WHEN)}</time>
              </dd>
            </dl>
            <ThreadExcerpt item={item} lang={lang} />
            <DecisionActions done={done[item.id]}>
              <Button onClick={() => void decide(item.id, () => resolveUserReport(getApiClient(), item.id, lang))} data-testid="resolve-report">
                {t('admin.userReports.resolve')}
              </Button>
              {item.reported.id !== null && !item.reported.deleted ? (
                <Link to={pathTo(lang, 'adminUser', String(item.reported.id))} data-testid="report-user-page">
                  {t('admin.userReports.openUser')}
                </Link>
              ) : null}
            </DecisionActions>
          </li>
        ))}
      </ul>
      <NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />
    </section>
  );
}

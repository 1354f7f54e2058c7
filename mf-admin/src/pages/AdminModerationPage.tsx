import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, formatDate, getApiClient, pathTo, primitives, type PageProps } from '@realty/shared';
import { ListingCard } from '@realty/shared/listing';
import { type ReportReason } from '@realty/shared/admin';
import { useLoad } from '@realty/shared/sections';
import {
  fetchModerationQueue,
  moderateListing,
  MODERATION_FILTERS,
  type ModerationFilter,
  type ModerationItem,
} from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { NextPageButton } from '../admin/NextPageButton';
import { RejectDialog } from '../admin/RejectDialog';
import { UserReportsSection } from '../admin/UserReportsSection';
import { DecisionActions, DecisionStatus, useDecisions } from '../admin/useDecisions';
import { FilterSelect } from '../admin/FilterSelect';
import styles from '../admin/Admin.module.css';

const FILTER_KEYS: Record<ModerationFilter, string> = {
  all: 'admin.moderation.filterAll',
  pending: 'admin.moderation.filterPending',
  reported: 'admin.moderation.filterReported',
};
const REASON_KEYS: Record<ModerationItem['reasons'][number], string> = {
  new: 'admin.moderation.new',
  changed: 'admin.moderation.changed',
  reported: 'admin.moderation.reported',
};
export const REPORT_REASON_KEYS: Record<ReportReason, string> = {
  fraud: 'admin.reportReason.fraud',
  duplicate: 'admin.reportReason.duplicate',
  wrong_info: 'admin.reportReason.wrong_info',
  unavailable: 'admin.reportReason.unavailable',
  offensive: 'admin.reportReason.offensive',
  other: 'admin.reportReason.other',
};
const MATCH_KEYS = { similar: 'admin.moderation.matchSimilar', photo: 'admin.moderation.matchPhoto' } as const;

/**
 * admin/moderation: new, changed and reported listings; approve, reject with a reason, hide; duplicates side by side.
 * Below them, the reported users (issue 30).
 */
export default function AdminModerationPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<ModerationFilter>('all');
  const [page, setPage] = useState(1);
  const { done, message, decide } = useDecisions();
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  const queue = useLoad(() => fetchModerationQueue(getApiClient(), { filter, page }, lang), `${lang}:${filter}:${page}`);
  const items = queue.data?.data ?? [];
  const meta = queue.data?.meta;

  const act = (item: ModerationItem, decision: 'approve' | 'hide' | 'reject', reason?: string): Promise<string | null> =>
    decide(item.id, () => moderateListing(getApiClient(), item.id, decision, reason, lang));

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminModeration')}>
      <FilterSelect
        label={t('admin.moderation.filter')}
        value={filter}
        options={MODERATION_FILTERS}
        optionLabel={(f) => t(FILTER_KEYS[f])}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      >
        {meta ? <p className={primitives.muted}>{t('admin.moderation.total', { count: meta.total })}</p> : null}
      </FilterSelect>
      <DecisionStatus message={message} />
      {queue.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {!queue.loading && items.length === 0 ? <p className={primitives.muted}>{t('admin.moderation.empty')}</p> : null}
      <ul className={`${primitives.bare} ${styles.list}`} aria-busy={queue.loading}>
        {items.map((item) => (
          <li key={item.id} className={`${primitives.panel} ${styles.card}`} data-testid="moderation-item" data-id={item.id}>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{t('admin.moderation.itemTitle', { id: item.id })}</h2>
              <span className={styles.actions}>
                {item.reasons.map((r) => (
                  <span key={r} className={`${styles.badge} ${r === 'reported' ? styles.badgeDanger : styles.badgeWarn}`}>
                    {t(REASON_KEYS[r])}
                  </span>
                ))}
              </span>
            </div>
            <dl className={styles.facts}>
              <dt>{t('admin.moderation.owner')}</dt>
              <dd>
                <Link to={pathTo(lang, 'adminUser', String(item.owner.id))}>{item.owner.name}</Link> ({item.owner.email})
                {item.owner.blocked ? <span className={`${styles.badge} ${styles.badgeDanger}`}> {t('admin.users.blocked')}</span> : null}
              </dd>
              <dt>{t('admin.moderation.changedAt')}</dt>
              <dd>{formatDate(item.updated_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              {item.moderation_reason ? (
                <>
                  <dt>{t('admin.moderation.lastReason')}</dt>
                  <dd>{item.moderation_reason}</dd>
                </>
              ) : null}
            </dl>
            {item.reports.length ? (
              <div>
                <p className={styles.pairLabel}>{t('admin.moderation.reports', { count: item.reports.length })}</p>
                <ul className={styles.reports}>
                  {item.reports.map((r) => (
                    <li key={r.id}>
                      {t(REPORT_REASON_KEYS[r.reason])}
                      {r.comment ? `: ${r.comment}` : ''} <span className={primitives.muted}>({formatDate(r.created_at, lang, { dateStyle: 'medium' })})</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.pair}>
              <div>
                <p className={styles.pairLabel}>{t('admin.moderation.thisListing')}</p>
                <ListingCard card={item.card} lang={lang} prefetch={false} />
              </div>
              {item.duplicates.length ? (
                <div data-testid="duplicates">
                  <p className={styles.pairLabel}>{t('admin.moderation.duplicates')}</p>
                  {item.duplicates.map((d) => (
                    <div key={d.card.id}>
                      <p className={styles.badge}>{t(MATCH_KEYS[d.match])}</p>
                      <ListingCard card={d.card} lang={lang} prefetch={false} />
                    </div>
                  ))}
                </div>
              ) : (
                <p className={primitives.muted}>{t('admin.moderation.noDuplicates')}</p>
              )}
            </div>
            <DecisionActions done={done[item.id]}>
              <Button onClick={() => void act(item, 'approve')} data-testid="approve">
                {t('admin.moderation.approve')}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(item)} data-testid="reject">
                {t('admin.moderation.reject')}
              </Button>
              <Button variant="secondary" onClick={() => void act(item, 'hide')} data-testid="hide">
                {t('admin.moderation.hide')}
              </Button>
            </DecisionActions>
          </li>
        ))}
      </ul>
      <NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />
      <UserReportsSection lang={lang} />
      {rejecting ? (
        <RejectDialog
          title={rejecting.card.title}
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            const problem = await act(rejecting, 'reject', reason);
            if (!problem) setRejecting(null);
            return problem;
          }}
        />
      ) : null}
    </AdminLayout>
  );
}

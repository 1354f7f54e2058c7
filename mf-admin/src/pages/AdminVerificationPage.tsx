import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, formatDate, getApiClient, pathTo, primitives, type PageProps } from '@realty/shared';
import { ListingCard } from '@realty/shared/listing';
import { useLoad } from '@realty/shared/sections';
import { decideEidsRequest, fetchEidsQueue, type EidsQueueItem } from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { NextPageButton } from '../admin/NextPageButton';
import { DecisionActions, DecisionStatus, useDecisions } from '../admin/useDecisions';
import styles from '../admin/Admin.module.css';

/** admin/verification: EİDS authorisation numbers waiting for a decision; verify or reject each. */
export default function AdminVerificationPage({ lang, route }: PageProps) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const decisions = useDecisions();
  const { done, message } = decisions;
  const queue = useLoad(() => fetchEidsQueue(getApiClient(), page, lang), `${lang}:${page}`);
  const items = queue.data?.data ?? [];
  const meta = queue.data?.meta;

  const decide = (item: EidsQueueItem, verdict: 'verify' | 'reject') =>
    decisions.decide(item.id, () => decideEidsRequest(getApiClient(), item.id, verdict, lang));

  return (
    <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminVerification')}>
      {meta ? <p className={primitives.muted}>{t('admin.verification.total', { count: meta.total })}</p> : null}
      <DecisionStatus message={message} />
      {queue.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {!queue.loading && items.length === 0 ? <p className={primitives.muted}>{t('admin.verification.empty')}</p> : null}
      <ul className={`${primitives.bare} ${styles.list}`}>
        {items.map((item) => (
          <li key={item.id} className={`${primitives.panel} ${styles.card}`} data-testid="eids-item" data-id={item.id}>
            <div className={styles.pair}>
              <ListingCard card={item.card} lang={lang} prefetch={false} />
              <dl className={styles.facts}>
                <dt>{t('admin.verification.number')}</dt>
                <dd data-testid="eids-number">{item.eids_number}</dd>
                <dt>{t('admin.verification.deed')}</dt>
                <dd>{item.title_deed_number ?? '—'}</dd>
                <dt>{t('admin.verification.agency')}</dt>
                <dd>{item.agency ? `${item.agency.name}${item.agency.licence ? ` (${item.agency.licence})` : ''}` : '—'}</dd>
                <dt>{t('admin.moderation.owner')}</dt>
                <dd>
                  <Link to={pathTo(lang, 'adminUser', String(item.owner.id))}>{item.owner.name}</Link> ({item.owner.email})
                </dd>
                <dt>{t('admin.moderation.changedAt')}</dt>
                <dd>{formatDate(item.updated_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              </dl>
            </div>
            <DecisionActions done={done[item.id]}>
              <Button onClick={() => void decide(item, 'verify')} data-testid="eids-verify">
                {t('admin.verification.verify')}
              </Button>
              <Button variant="secondary" onClick={() => void decide(item, 'reject')} data-testid="eids-reject">
                {t('admin.verification.reject')}
              </Button>
            </DecisionActions>
          </li>
        ))}
      </ul>
      <NextPageButton meta={meta} page={page} onNext={() => setPage((p) => p + 1)} />
    </AdminLayout>
  );
}

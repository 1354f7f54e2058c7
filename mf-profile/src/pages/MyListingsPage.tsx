import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  buttonClass,
  getApiClient,
  pathTo,
  primitives,
  useRootStore,
  type PageProps,
} from '@realty/shared';
import { ListingGrid } from '@realty/shared/listing';
import { ConfirmDialog, ListState, useLoad } from '@realty/shared/sections';
import { MoreButton } from '../components/MoreButton';
import { deleteOwnListing, fetchListingStats, fetchOwnListings, setOwnListingStatus, type ListingStats, type OwnListingCard, type OwnListingStatus } from '@realty/shared/contracts/account';
import { DeletedListings } from '../components/DeletedListings';
import { OrderDialog } from '../components/OrderDialog';
import { ProfileLayout } from '../components/ProfileLayout';
import { StatsChart } from '../components/StatsChart';
import { STAT_KEYS } from '../components/statKeys';
import styles from '../components/Profile.module.css';
import { usePageTexts } from './texts';

/** profile/my: own listings in active and hidden tabs; hide/show, edit, delete, 30-day statistics; recently deleted (restore). */
export default observer(function MyListingsPage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'lists', 'billing');
  const { ui } = useRootStore();
  const [tab, setTab] = useState<OwnListingStatus | 'deleted'>('active');
  const status: OwnListingStatus = tab === 'deleted' ? 'active' : tab;
  const list = useLoad(() => fetchOwnListings(getApiClient(), { status }, lang), `${lang}:${status}`);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<OwnListingCard | null>(null);
  const [open, setOpen] = useState<Record<number, ListingStats | 'loading' | 'failed'>>({});
  const counts = list.data?.meta.counts;
  // `?order=<service code>` (the fees page's "Order" link) opens the order dialog; "Promote" on a card opens it too.
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [promote, setPromote] = useState<{ listingId?: number } | null>(null);
  const orderCode = params.get('order') ?? undefined;
  const closeOrder = () => {
    setPromote(null);
    if (!orderCode) return;
    const next = new URLSearchParams(params);
    next.delete('order');
    setParams(next, { replace: true });
  };

  /** An action on one listing: its card is busy meanwhile; then the reply's message, `done`, and the list reloaded. */
  const act = async (card: OwnListingCard, call: () => Promise<{ message: string }>, done?: () => void) => {
    setBusy(card.id);
    try {
      const reply = await call();
      ui.notify(reply.message, 'success');
      done?.();
      list.reload();
    } catch {
      ui.notify(t('my.actionFailed'));
    } finally {
      setBusy(null);
    }
  };
  const changeStatus = (card: OwnListingCard, status: OwnListingStatus) => act(card, () => setOwnListingStatus(getApiClient(), card.id, status, undefined, lang));
  const remove = (card: OwnListingCard) => act(card, () => deleteOwnListing(getApiClient(), card.id, undefined, lang), () => setConfirm(null));
  const toggleStats = async (id: number) => {
    if (open[id]) {
      setOpen(({ [id]: _closed, ...rest }) => rest);
      return;
    }
    setOpen((o) => ({ ...o, [id]: 'loading' }));
    try {
      const reply = await fetchListingStats(getApiClient(), id, lang);
      setOpen((o) => ({ ...o, [id]: reply.data }));
    } catch {
      setOpen((o) => ({ ...o, [id]: 'failed' }));
    }
  };

  const footer = (card: OwnListingCard) => {
    const stats = open[card.id];
    return (
      <div className={styles.cardFooter}>
        <span className={`${styles.status} ${card.status === 'active' ? styles.statusActive : styles.statusHidden}`} data-testid="listing-status">
          {card.status === 'active' ? t('my.statusActive') : t('my.statusHidden')}
        </span>
        <dl className={styles.stats} aria-label={t('my.statsLabel')}>
          {STAT_KEYS.map(([stat, key]) => (
            <div key={stat}>
              <dt>{t(key)}</dt>
              <dd>{card.stats[stat]}</dd>
            </div>
          ))}
        </dl>
        <div className={primitives.actions}>
          <Button
            variant="secondary"
            size="small"
            busy={busy === card.id}
            onClick={() => void changeStatus(card, card.status === 'active' ? 'hidden' : 'active')}
            data-testid={card.status === 'active' ? 'listing-hide' : 'listing-show'}
          >
            {card.status === 'active' ? t('my.hide') : t('my.show')}
          </Button>
          <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={pathTo(lang, 'profileEdit', String(card.id))}>
            {t('my.edit')}
            <span className={primitives.visuallyHidden}>: {card.title}</span>
          </Link>
          <Button variant="ghost" size="small" onClick={() => setConfirm(card)} data-testid="listing-delete">
            {t('my.delete')}
          </Button>
          {card.status === 'active' ? (
            <Button variant="primary" size="small" onClick={() => setPromote({ listingId: card.id })} data-testid="listing-promote">
              {t('my.promote')}
              <span className={primitives.visuallyHidden}>: {card.title}</span>
            </Button>
          ) : null}
          <Button variant="link" size="small" aria-expanded={Boolean(stats)} onClick={() => void toggleStats(card.id)} data-testid="listing-stats">
            {t('my.chart')}
          </Button>
        </div>
        {stats === 'loading' ? <p className={primitives.muted}>{t('common.loading')}</p> : null}
        {stats === 'failed' ? <p role="alert">{t('common.loadFailed')}</p> : null}
        {stats && typeof stats === 'object' ? <StatsChart stats={stats} lang={lang} /> : null}
      </div>
    );
  };

  const cards = list.data?.data ?? [];
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileMy')}>
      <div className={styles.toolbar}>
        <div className={primitives.pills} role="tablist" aria-label={t('my.tabsLabel')}>
          <button type="button" role="tab" id="my-tab-active" aria-controls="my-panel" aria-selected={tab === 'active'} className={`${primitives.pill} ${primitives.toggle} ${styles.tab}`} onClick={() => setTab('active')} data-testid="tab-active">
            {t('my.tabActive', { count: counts?.active ?? 0 })}
          </button>
          <button type="button" role="tab" id="my-tab-hidden" aria-controls="my-panel" aria-selected={tab === 'hidden'} className={`${primitives.pill} ${primitives.toggle} ${styles.tab}`} onClick={() => setTab('hidden')} data-testid="tab-hidden">
            {t('my.tabHidden', { count: counts?.hidden ?? 0 })}
          </button>
          <button type="button" role="tab" id="my-tab-deleted" aria-controls="my-panel" aria-selected={tab === 'deleted'} className={`${primitives.pill} ${primitives.toggle} ${styles.tab}`} onClick={() => setTab('deleted')} data-testid="tab-deleted">
            {t('my.tabDeleted')}
          </button>
        </div>
        <Link className={buttonClass({ variant: 'primary' })} to={pathTo(lang, 'profileAdd')}>
          {t('my.add')}
        </Link>
      </div>
      <div role="tabpanel" id="my-panel" aria-labelledby={`my-tab-${tab}`} className={primitives.stack}>
        {tab === 'deleted' ? (
          <DeletedListings lang={lang} onRestored={list.reload} />
        ) : (
          <>
            <ListState state={list} failed={t('common.loadFailed')} count={cards.length} empty={tab === 'active' ? t('my.emptyActive') : t('my.emptyHidden')} emptyClassName={styles.empty} />
            {cards.length ? <ListingGrid cards={cards} lang={lang} priorityCount={3} testId="my-listings-grid" footer={(card) => footer(card as OwnListingCard)} /> : null}
            <MoreButton list={list} fetchPage={(page) => fetchOwnListings(getApiClient(), { status, page }, lang)} idOf={(c) => c.id} testId="my-more" />
          </>
        )}
      </div>
      {promote || orderCode ? (
        <OrderDialog
          lang={lang}
          service={orderCode}
          listingId={promote?.listingId}
          onClose={closeOrder}
          onOrdered={(_invoice, message) => {
            ui.notify(message, 'success');
            void navigate(pathTo(lang, 'profileInvoice'));
          }}
        />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title={t('my.deleteTitle')}
          text={t('my.deleteText', { title: confirm.title })}
          confirm={t('my.delete')}
          busy={busy === confirm.id}
          onConfirm={() => void remove(confirm)}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </ProfileLayout>
  );
});

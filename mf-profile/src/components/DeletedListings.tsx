import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatDate, getApiClient, primitives, useRootStore, type Lang } from '@realty/shared';
import { ListState, useLoad } from '@realty/shared/sections';
import { fetchDeletedListings, restoreListing, type DeletedListing } from '@realty/shared/contracts/account';
import styles from './DeletedListings.module.css';
import profile from './Profile.module.css';
import { MoreButton } from './MoreButton';

/**
 * profile/my "Recently deleted": listings deleted in the last 30 days that the user may restore (their own, and for
 * an agency's owner the team's, with the author's name). Restoring brings a listing back as it was (active or hidden).
 */
export function DeletedListings({ lang, onRestored }: { lang: Lang; onRestored(): void }) {
  const { t } = useTranslation('profile');
  const { ui } = useRootStore();
  const list = useLoad(() => fetchDeletedListings(getApiClient(), {}, lang), lang);
  const [busy, setBusy] = useState<number | null>(null);

  const restore = async (item: DeletedListing) => {
    setBusy(item.card.id);
    try {
      const reply = await restoreListing(getApiClient(), item.card.id, lang);
      ui.notify(reply.message, 'success');
      list.set((r) => ({ data: r.data.filter((d) => d.card.id !== item.card.id), meta: { ...r.meta, total: r.meta.total - 1 } }));
      onRestored();
    } catch {
      ui.notify(t('my.actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const items = list.data?.data ?? [];
  return (
    <div className={styles.wrap}>
      <p className={primitives.muted}>{t('my.deletedIntro')}</p>
      <ListState state={list} failed={t('common.loadFailed')} count={items.length} empty={t('my.emptyDeleted')} emptyClassName={profile.empty} />
      {items.length ? (
        <ul className={`${primitives.bare} ${styles.list}`} data-testid="deleted-listings">
          {items.map((item) => (
            <li key={item.card.id} className={styles.item} data-testid="deleted-listing">
              {item.card.gallery[0] ? <img className={styles.thumb} src={item.card.gallery[0]} alt="" width={96} height={72} loading="lazy" /> : <span className={styles.thumb} />}
              <div className={styles.text}>
                <p className={styles.title}>{item.card.title}</p>
                {item.author ? <p className={primitives.muted}>{t('my.deletedAuthor', { name: item.author })}</p> : null}
                <p className={primitives.muted}>
                  {t('my.deletedDates', { deleted: formatDate(item.deleted_at, lang), until: formatDate(item.restore_until, lang) })}
                </p>
              </div>
              <Button variant="secondary" size="small" busy={busy === item.card.id} onClick={() => void restore(item)} data-testid="listing-restore">
                {t('my.restore')}<span className={primitives.visuallyHidden}>: {item.card.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <MoreButton list={list} fetchPage={(page) => fetchDeletedListings(getApiClient(), { page }, lang)} idOf={(d) => d.card.id} />
    </div>
  );
}

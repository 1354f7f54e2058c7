import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass, getApiClient, primitives, useRootStore, type PageProps } from '@realty/shared';
import { Field, SelectField } from '@realty/shared/field';
import { catalogUrl, filterSummary, summaryFilterOf } from '@realty/shared/catalog';
import { ConfirmDialog, ListState, useLoad } from '@realty/shared/sections';
import { deleteSavedSearch, fetchSavedSearches, markSavedSearchSeen, updateSavedSearch, type SavedSearch, type SavedSearchAlert } from '@realty/shared/contracts/account';
// Pure text, bundled here: the shared singleton leaves the catalogue messages of every language out (shared/src/index.ts).
import { ProfileLayout } from '../components/ProfileLayout';
import styles from '../components/Profile.module.css';
import { usePageTexts } from './texts';

/** One saved search: name (editable), summary, new matches, open, alert setting, delete. */
const SearchItem = observer(function SearchItem({ search, lang, onChanged, onDelete }: { search: SavedSearch; lang: PageProps['lang']; onChanged(s: SavedSearch): void; onDelete(): void }) {
  const { t } = useTranslation('profile');
  const { ui } = useRootStore();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const filter = summaryFilterOf(search.filter);
  const href = search.url ?? catalogUrl(lang, filter);

  const save = async (changes: { name?: string; alert?: SavedSearchAlert }) => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await updateSavedSearch(getApiClient(), search.id, changes, lang);
      onChanged(reply.data);
      ui.notify(reply.message, 'success');
      setEditing(false);
    } catch (e) {
      const message = (e as { response?: { data?: { errors?: Record<string, string[]>; message?: string } } }).response?.data;
      setError(message?.errors?.name?.[0] ?? message?.message ?? t('common.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const nameId = `search-${search.id}-name`;
  return (
    <li className={`${primitives.panel} ${styles.search}`} data-testid="saved-search" data-id={search.id}>
      <div className={styles.searchHead}>
        <h2 className={styles.searchName} id={nameId}>
          {search.name}
        </h2>
        {search.new_count > 0 ? (
          <span className={styles.badge} data-testid="saved-search-new">
            {t('saved.new', { count: search.new_count, shown: search.new_count > 99 ? '99+' : String(search.new_count) })}
          </span>
        ) : null}
      </div>
      <p className={styles.summary} data-testid="saved-search-summary">
        {filterSummary(lang, filter, search.labels)}
      </p>
      {editing ? (
        <form
          className={styles.rename}
          onSubmit={(event) => {
            event.preventDefault();
            void save({ name });
          }}
        >
          <Field label={t('saved.name')} value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={100} required />
          <Button type="submit" busy={busy} size="small">
            {t('common.save')}
          </Button>
          <Button variant="ghost" size="small" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : null}
      <div className={`${primitives.actions} ${styles.searchActions}`}>
        <Link
          className={buttonClass({ variant: 'primary', size: 'small' })}
          to={href}
          onClick={(event) => {
            // Mark it opened first (its "new" count starts again), then go; a failure does not keep the user here.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void markSavedSearchSeen(getApiClient(), search.id, lang)
              .catch(() => undefined)
              .finally(() => void navigate(href));
          }}
          data-testid="saved-search-open"
          aria-describedby={nameId}
        >
          {t('saved.open')}
        </Link>
        {!editing ? (
          <Button variant="secondary" size="small" onClick={() => setEditing(true)} aria-describedby={nameId}>
            {t('saved.rename')}
          </Button>
        ) : null}
        <SelectField
          label={t('saved.alert')}
          value={search.alert}
          disabled={busy}
          onChange={(event) => void save({ alert: event.target.value as SavedSearchAlert })}
          data-testid="saved-search-alert"
        >
          <option value="none">{t('saved.alertOff')}</option>
          <option value="instant">{t('saved.alertInstant')}</option>
          <option value="daily">{t('saved.alertDaily')}</option>
          <option value="weekly">{t('saved.alertWeekly')}</option>
        </SelectField>
        <Button variant="ghost" size="small" onClick={onDelete} data-testid="saved-search-delete" aria-describedby={nameId}>
          {t('saved.delete')}
        </Button>
      </div>
    </li>
  );
});

/** profile/saved (and profile/search): saved searches with a summary, new matches and e-mail alerts. */
export default observer(function SavedSearchesPage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'lists');
  const { ui } = useRootStore();
  const list = useLoad(() => fetchSavedSearches(getApiClient(), undefined, lang), lang);
  const [confirm, setConfirm] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);
  const searches = list.data?.data ?? [];
  const remove = async (search: SavedSearch) => {
    setBusy(true);
    try {
      const reply = await deleteSavedSearch(getApiClient(), search.id, undefined, lang);
      ui.notify(reply.message, 'success');
      list.set((r) => ({ data: r.data.filter((s) => s.id !== search.id) }));
      setConfirm(null);
    } catch {
      ui.notify(t('common.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileSaved')}>
      <ListState state={list} failed={t('common.loadFailed')} count={searches.length} empty={t('saved.empty')} emptyClassName={styles.empty} />
      {searches.length ? (
        <ul className={`${primitives.bare} ${styles.searches}`} aria-label={t('saved.listLabel')} data-testid="saved-searches">
          {searches.map((search) => (
            <SearchItem
              key={search.id}
              search={search}
              lang={lang}
              onChanged={(updated) => list.set((r) => ({ data: r.data.map((s) => (s.id === updated.id ? updated : s)) }))}
              onDelete={() => setConfirm(search)}
            />
          ))}
        </ul>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title={t('saved.deleteTitle')}
          text={t('saved.deleteText', { name: confirm.name })}
          confirm={t('saved.delete')}
          busy={busy}
          onConfirm={() => void remove(confirm)}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </ProfileLayout>
  );
});

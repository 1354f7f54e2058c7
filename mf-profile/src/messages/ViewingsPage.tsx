import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { getApiClient, pathTo, primitives, type PageProps } from '@realty/shared';
import { ListState, useLoad } from '@realty/shared/sections';
import { fetchViewingCalendar, viewingIcsPath, type CalendarEntry } from '@realty/shared/contracts/messages';
import { ProfileLayout } from '../components/ProfileLayout';
import { dayTitle, hourOf, istanbulDay } from './time';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

/** Entries (already soonest first) grouped by their Istanbul day. */
function byDay(entries: CalendarEntry[]): [string, CalendarEntry[]][] {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.slot.localeCompare(b.slot))) {
    const key = istanbulDay(entry.slot);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return [...days.entries()];
}

/** profile/viewings: the confirmed viewings from now on, as an agenda by day (the owner's calendar). */
export default observer(function ViewingsPage({ lang, route }: PageProps) {
  const { t } = useMessagesTranslation();
  // From the start of this hour: a viewing going on now is still listed.
  const from = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
  const list = useLoad(() => fetchViewingCalendar(getApiClient(), { from }), lang);
  const days = byDay(list.data?.data ?? []);
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileViewings')}>
      <ListState state={list} failed={t('common.loadFailed')} retry={t('common.retry')} count={days.length} empty={t('viewings.empty')} emptyTestId="viewings-empty" />
      {days.length ? <p className={primitives.note}>{t('viewing.zone')}</p> : null}
      {days.map(([day, entries]) => (
        <section key={day} data-testid="viewing-day" data-day={day}>
          <h2 className={styles.day}>{dayTitle(entries[0]!.slot, lang)}</h2>
          <ul className={`${primitives.bare} ${styles.threads}`}>
            {entries.map((entry) => (
              <li key={entry.viewing_id} className={`${primitives.panel} ${styles.entry}`} data-testid="viewing-entry">
                <strong>{hourOf(entry.slot, lang)}</strong>
                <span className={styles.threadText}>
                  {entry.listing ? (
                    <Link to={entry.listing.url} className={entry.listing.active ? '' : styles.inactive}>
                      {entry.listing.title}
                    </Link>
                  ) : null}
                  <span className={primitives.note}>
                    {' '}
                    · {t(entry.role === 'seller' ? 'viewings.withBuyer' : 'viewings.withSeller', { name: entry.other.name })}
                  </span>
                </span>
                <Link to={pathTo(lang, 'profileThread', String(entry.conversation_id))} data-testid="viewing-thread">
                  {t('viewings.open')}
                </Link>
                <a href={viewingIcsPath(entry.viewing_id)} download>
                  {t('viewings.ics')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ProfileLayout>
  );
});

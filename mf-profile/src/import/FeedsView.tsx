import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, primitives } from '@realty/shared';
import { Field, SelectField } from '@realty/shared/field';
import { Status } from '../corporate/Status';
import { useAction } from '../corporate/useAction';
import styles from '../corporate/Corporate.module.css';
import { type ImportFeed, type ImportFormat, addImportFeed, removeImportFeed, runImportFeed } from '@realty/shared/contracts/agencies';

/** Feed URLs fetched on a schedule (at run time only): register, run now, remove. */
export function FeedsView({ feeds, onChange, onStarted }: { feeds: ImportFeed[]; onChange(): void; onStarted(id: number): void }) {
  const { t, i18n } = useTranslation('profile');
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<ImportFormat>('yandex_xml');
  const [hours, setHours] = useState('24');
  const add = useAction(t('corporate.failed'));
  const act = useAction(t('corporate.failed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add.run(
      () => addImportFeed(getApiClient(), url, format, Number(hours) || 24),
      (reply) => {
        setUrl('');
        onChange();
        const started = (reply.data as { run?: number | null }).run;
        if (started) onStarted(started);
      },
    );
  };
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '—');
  return (
    <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="import-feeds">
      <h2 id="import-feeds">{t('import.feeds')}</h2>
      <form className={styles.grid} onSubmit={submit} noValidate>
        <Field label={t('import.feedUrl')} type="url" required value={url} onChange={(e) => setUrl(e.target.value)} error={add.first('url')} fieldClassName={styles.wide} />
        <SelectField label={t('import.format')} value={format} onChange={(e) => setFormat(e.target.value === 'csv' ? 'csv' : 'yandex_xml')}>
          <option value="yandex_xml">{t('import.formatYrl')}</option>
          <option value="csv">{t('import.formatCsv')}</option>
        </SelectField>
        <Field label={t('import.interval')} type="number" min={1} max={168} value={hours} onChange={(e) => setHours(e.target.value)} error={add.first('interval_hours')} />
        <div className={styles.actions}>
          <Button type="submit" busy={add.state.busy}>
            {t('import.addFeed')}
          </Button>
          <Status state={add.state} />
        </div>
      </form>
      {feeds.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('import.feedUrl')}</th>
                <th scope="col">{t('import.lastRun')}</th>
                <th scope="col">{t('import.nextRun')}</th>
                <th scope="col">{t('corporate.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {feeds.map((feed) => (
                <tr key={feed.id}>
                  <td data-label={t('import.feedUrl')}>{feed.url}</td>
                  <td data-label={t('import.lastRun')}>{date(feed.last_run_at)}</td>
                  <td data-label={t('import.nextRun')}>{date(feed.next_run_at)}</td>
                  <td className={styles.inline}>
                    <Button size="small" variant="secondary" onClick={() => void act.run(() => runImportFeed(getApiClient(), feed.id), (reply) => onStarted(reply.data.id))}>
                      {t('import.runNow')}
                    </Button>
                    <Button size="small" variant="link" onClick={() => void act.run(() => removeImportFeed(getApiClient(), feed.id), onChange)}>
                      {t('import.removeFeed')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Status state={act.state} />
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, getApiClient, isApiError, PageFrame, pathTo, primitives, type PageProps } from '@realty/shared';
import { FeedsView } from '../import/FeedsView';
import { RunView, STATUS_KEYS } from '../import/RunView';
import { UploadForm } from '../import/UploadForm';
import styles from '../corporate/Corporate.module.css';
import { type ImportsReply, fetchImports } from '@realty/shared/contracts/agencies';
import { usePageTexts } from './texts';

type Data = ImportsReply['data'];

/** profile/import: upload a YRL/CSV file or register feeds; each run's table with its rows, progress and cancel. */
export default function ImportPage({ lang, route }: PageProps) {
  const { t } = usePageTexts(lang, 'company');
  const [data, setData] = useState<Data | null | { error: string }>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const reload = useCallback(() => {
    fetchImports(getApiClient()).then(
      (reply) => setData(reply.data),
      (error: unknown) => setData({ error: isApiError(error) ? error.message : t('corporate.failed') }),
    );
  }, [t]);
  useEffect(reload, [reload]);
  const started = (id: number) => {
    setCurrent(id);
    reload();
  };
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.profileImport')}>
      <div className={styles.page} data-testid="import-page">
        {data === null ? (
          <p role="status">{t('import.loading')}</p>
        ) : 'error' in data ? (
          <p className={styles.error} role="alert">
            {data.error} <Link to={pathTo(lang, 'profileCorporate')}>{t('import.toCorporate')}</Link>
          </p>
        ) : (
          <>
            <UploadForm onStarted={started} />
            {current ? <RunView key={current} id={current} onFinished={reload} /> : null}
            <FeedsView feeds={data.feeds} onChange={reload} onStarted={started} />
            {data.runs.length ? (
              <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="import-runs">
                <h2 id="import-runs">{t('import.runs')}</h2>
                <ul>
                  {data.runs.map((run) => (
                    <li key={run.id} className={styles.inline}>
                      <span>
                        {new Date(run.created_at).toLocaleString(lang)} · {run.source} · {t(STATUS_KEYS[run.status])} ·{' '}
                        {t('import.counts', { ...run.counts })}
                      </span>
                      <Button size="small" variant="link" onClick={() => setCurrent(run.id)} aria-pressed={current === run.id}>
                        {t('import.show')}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </PageFrame>
  );
}

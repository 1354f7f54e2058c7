import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, primitives } from '@realty/shared';
import { Status } from '../corporate/Status';
import { useAction } from '../corporate/useAction';
import styles from '../corporate/Corporate.module.css';
import { IMPORT_TEMPLATE_PATH, uploadImport } from '@realty/shared/contracts/agencies';

/** Upload a YRL XML or CSV file; a full feed (unticked by default: it hides listings) hides the imported listings it no longer has. */
export function UploadForm({ onStarted }: { onStarted(id: number): void }) {
  const { t } = useTranslation('profile');
  const [file, setFile] = useState<File | null>(null);
  const [fullFeed, setFullFeed] = useState(false);
  const [missing, setMissing] = useState(false);
  const { state, run } = useAction(t('corporate.failed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    void run(() => uploadImport(getApiClient(), file, fullFeed), (reply) => onStarted(reply.data.id));
  };
  return (
    <form className={`${primitives.panel} ${styles.panel}`} onSubmit={submit} aria-labelledby="import-upload" data-testid="import-upload">
      <h2 id="import-upload">{t('import.upload')}</h2>
      <p className={primitives.note}>
        {t('import.formats')}{' '}
        <a href={getApiClient().langPath(IMPORT_TEMPLATE_PATH)} download>
          {t('import.template')}
        </a>
      </p>
      <label className={styles.fileLabel}>
        {t('import.file')}
        <input
          type="file"
          accept=".xml,.yrl,.csv,text/xml,application/xml,text/csv"
          aria-invalid={missing ? true : undefined}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setMissing(false);
          }}
        />
      </label>
      {missing ? (
        <p className={styles.error} role="alert">
          {t('import.chooseFile')}
        </p>
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={fullFeed} onChange={(e) => setFullFeed(e.target.checked)} />
        {t('import.fullFeed')}
      </label>
      <div className={styles.actions}>
        <Button type="submit" busy={state.busy}>
          {t('import.start')}
        </Button>
        <Status state={state} />
      </div>
    </form>
  );
}

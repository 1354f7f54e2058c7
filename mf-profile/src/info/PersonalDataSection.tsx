import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, primitives, useRootStore, type Lang } from '@realty/shared';
import { downloadPersonalData, type PersonalDataFormat } from '@realty/shared/contracts/account';
import styles from '../components/Profile.module.css';
import { replyErrors } from './replyErrors';

/** Offer `blob` as a file download named `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * profile/info "Your data" (KVKK art. 11): downloads everything the site holds about the user, as a readable HTML
 * page in the page's language or as a JSON file. A refusal (too many downloads) shows the server's message.
 */
export function PersonalDataSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation('profile');
  const { ui } = useRootStore();
  const [busy, setBusy] = useState<PersonalDataFormat | null>(null);

  const download = async (format: PersonalDataFormat) => {
    setBusy(format);
    try {
      const data = await downloadPersonalData(getApiClient(), format, lang);
      const blob =
        format === 'json'
          ? new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
          : new Blob([typeof data === 'string' ? data : ''], { type: 'text/html' });
      saveFile(blob, `personal-data-${new Date().toISOString().slice(0, 10)}.${format}`);
      ui.notify(t('info.dataReady'), 'success');
    } catch (error) {
      ui.notify(replyErrors(error, t('common.saveFailed')).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={`${primitives.panel} ${styles.section}`} aria-labelledby="info-data">
      <h2 id="info-data">{t('info.dataTitle')}</h2>
      <p>{t('info.dataText')}</p>
      <div className={primitives.actions}>
        <Button busy={busy === 'html'} disabled={busy !== null && busy !== 'html'} onClick={() => void download('html')} data-testid="data-download-html">
          {t('info.dataHtml')}
        </Button>
        <Button variant="secondary" busy={busy === 'json'} disabled={busy !== null && busy !== 'json'} onClick={() => void download('json')} data-testid="data-download-json">
          {t('info.dataJson')}
        </Button>
      </div>
    </section>
  );
}

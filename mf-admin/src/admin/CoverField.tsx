import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, primitives, type Lang } from '@realty/shared';
import { fetchPostCoverUpload, uploadPostCover } from '@realty/shared/contracts/admin';
import { replyError } from './replyError';
import styles from './Admin.module.css';

/** How often the editor asks about a cover that is processed in the background. */
export const COVER_POLL_MS = 1500;

/**
 * The post's cover: upload, preview, remove. A small image comes back processed at once; a large one (202) is
 * processed by the server's photo queue: "Processing the cover…" shows until it is done (the cover appears) or
 * failed (the reason shows), asking every COVER_POLL_MS.
 */
export function CoverField({ lang, cover, error, onChange, onMessage }: { lang: Lang; cover: string | null; error?: string | undefined; onChange(cover: string | null): void; onMessage(text: string): void }) {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<'idle' | 'uploading' | 'processing'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const follow = async (upload: string) => {
    setState('processing');
    for (;;) {
      await wait(COVER_POLL_MS);
      if (!alive.current) return;
      let data;
      try {
        data = (await fetchPostCoverUpload(getApiClient(), upload, lang)).data;
      } catch {
        continue; // offline for a moment: ask again
      }
      if (!alive.current) return;
      if (data.status === 'done' && data.cover) {
        onChange(data.cover);
        onMessage(t('admin.journal.coverReady'));
        break;
      }
      if (data.status === 'failed') {
        setProblem(data.error ?? t('common.saveFailed'));
        break;
      }
    }
    setState('idle');
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setState('uploading');
    try {
      const res = await uploadPostCover(getApiClient(), file, lang);
      onMessage(res.message);
      if ('id' in res.data) {
        await follow(res.data.id);
        return;
      }
      onChange(res.data.cover);
    } catch (failure) {
      const r = replyError(failure, t('common.saveFailed'));
      setProblem(r.errors.cover?.[0] ?? r.message);
    }
    if (alive.current) setState('idle');
  };

  const shown = problem ?? error;
  return (
    <fieldset className={styles.fieldset} aria-busy={state !== 'idle'}>
      <legend>{t('admin.journal.cover')}</legend>
      {cover ? <img src={cover} alt={t('admin.journal.coverAlt')} className={styles.cover} data-testid="post-cover" /> : null}
      <p role="status" className={state === 'idle' ? primitives.visuallyHidden : primitives.muted} data-testid="cover-state">
        {state === 'uploading' ? t('admin.journal.coverUploading') : state === 'processing' ? t('admin.journal.coverProcessing') : ''}
      </p>
      <div className={styles.actions}>
        <label className={styles.check}>
          {t('admin.journal.coverUpload')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
            disabled={state !== 'idle'}
            onChange={(e) => void upload(e.target.files?.[0])}
            data-testid="cover-input"
          />
        </label>
        {cover && state === 'idle' ? (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t('admin.journal.coverRemove')}
          </Button>
        ) : null}
      </div>
      {shown ? <p className={styles.error}>{shown}</p> : null}
    </fieldset>
  );
}

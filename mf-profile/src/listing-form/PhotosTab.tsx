// Tab 4: photos (drop or pick up to 30, one upload a file with its progress and its own error; reorder by drag or by
// the move buttons; the first is the cover; delete) and the video link. A large photo is accepted at once and processed
// on the server (202): it shows as "processing" (polled every 2 s) until it joins the photos, or with its error.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button, isApiError, primitives } from '@realty/shared';
import {
  type EditorPhoto,
  type PendingPhoto,
  PHOTO_ACCEPT,
  PHOTO_BYTES_MAX,
  PHOTOS_MAX,
} from '@realty/shared/contracts/listing';
import { deletePhoto, listPhotos, reorderPhotos, uploadPhoto, type FormTarget } from './api';
import { TextInput, type TabProps } from './fields';
import styles from './ListingForm.module.css';
import { usePageTexts } from '../pages/texts';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/** How often the form asks for the photos while some are processing. */
export const PENDING_POLL_MS = 2000;

export function PhotosTab(
  p: TabProps & { target: FormTarget; photos: EditorPhoto[]; onPhotos(photos: EditorPhoto[]): void; pending: PendingPhoto[]; onPending(pending: PendingPhoto[]): void },
) {
  const { t } = usePageTexts(p.lang, 'formTabs');
  const { lang, target, photos, onPhotos, pending, onPending } = p;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  const currentPending = useRef(pending);
  useEffect(() => {
    currentPending.current = pending;
  }, [pending]);

  const processing = pending.filter((u) => u.status === 'processing').length;
  const targetKey = `${target.kind}:${target.id}`;
  useEffect(() => {
    if (!processing) return;
    const [kind, id] = targetKey.split(':');
    const where: FormTarget = { kind: kind === 'listing' ? 'listing' : 'draft', id: Number(id) };
    const timer = setInterval(() => {
      listPhotos(lang, where).then(
        (list) => {
          onPhotos(list.photos);
          onPending(list.pending);
        },
        () => undefined, // offline for a moment: the next poll tries again
      );
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [processing, lang, targetKey, onPhotos, onPending]);

  const patchUpload = (key: string, patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const addFiles = async (files: File[]) => {
    const room = PHOTOS_MAX - current.current.length - currentPending.current.filter((u) => u.status === 'processing').length;
    const items = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    // A new pick replaces the failures of the last one (their messages are about files no longer being added).
    setUploads((list) => [...list.filter((u) => !u.error), ...items.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    for (const [i, { file, key }] of items.entries()) {
      if (i >= room) {
        patchUpload(key, { error: t('form.photos.tooMany', { max: PHOTOS_MAX }) });
        continue;
      }
      if (file.size > PHOTO_BYTES_MAX) {
        patchUpload(key, { error: t('form.photos.tooBig') });
        continue;
      }
      try {
        const result = await uploadPhoto(lang, target, file, (progress) => patchUpload(key, { progress }));
        if ('photo' in result) {
          current.current = [...current.current, result.photo];
          onPhotos(current.current);
          setStatus(t('form.photos.uploaded', { name: file.name }));
        } else {
          currentPending.current = [...currentPending.current, result.pending];
          onPending(currentPending.current);
          setStatus(t('form.photos.queued', { name: file.name }));
        }
        setUploads((list) => list.filter((u) => u.key !== key));
      } catch (error) {
        patchUpload(key, { error: isApiError(error) ? (error.first('photo') ?? error.message) : t('form.failed') });
      }
    }
  };

  const applyOrder = async (next: EditorPhoto[]) => {
    const previous = current.current;
    onPhotos(next);
    try {
      onPhotos(await reorderPhotos(lang, target, next.map((ph) => ph.id)));
    } catch {
      onPhotos(previous);
    }
  };
  const move = (index: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    const next = [...photos];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(to, 0, item);
    void applyOrder(next);
    setStatus(t('form.photos.moved', { position: to + 1 }));
  };
  const remove = async (photo: EditorPhoto) => {
    try {
      await deletePhoto(lang, target, photo.id);
      onPhotos(current.current.filter((ph) => ph.id !== photo.id));
      setStatus(t('form.photos.deleted'));
    } catch (error) {
      setStatus(isApiError(error) ? error.message : t('form.failed'));
    }
  };

  const removePending = async (upload: PendingPhoto) => {
    try {
      await deletePhoto(lang, target, upload.id);
      currentPending.current = currentPending.current.filter((u) => u.id !== upload.id);
      onPending(currentPending.current);
      setStatus(t('form.photos.deleted'));
    } catch (error) {
      setStatus(isApiError(error) ? error.message : t('form.failed'));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (dragged) return;
    void addFiles(Array.from(event.dataTransfer.files));
  };
  const onPhotoDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    event.stopPropagation();
    const from = photos.findIndex((ph) => ph.id === dragged);
    setDragged(null);
    if (from !== -1 && from !== index) move(from, index);
  };

  const error = p.errors.photos?.[0];
  return (
    <div className={styles.stack}>
      <div className={styles.drop} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        <p>{t('form.photos.drop', { max: PHOTOS_MAX })}</p>
        <input
          id="listing-photos"
          className={styles.fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <label htmlFor="listing-photos" className={styles.pick}>
          {t('form.photos.pick')}
        </label>
        <p className={styles.note}>{t('form.photos.rules')}</p>
      </div>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {uploads.length ? (
        <ul className={styles.uploads} aria-label={t('form.photos.uploading')}>
          {uploads.map((u) => (
            <li key={u.key}>
              <span className={styles.uploadName}>{u.name}</span>
              {u.error ? (
                <span className={styles.fieldError}>{u.error}</span>
              ) : (
                <progress max={1} value={u.progress} aria-label={t('form.photos.progress', { name: u.name })} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.note}>{t('form.photos.count', { count: photos.length + processing, max: PHOTOS_MAX })}</p>
      <ol className={styles.photos}>
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className={styles.photo}
            draggable
            onDragStart={() => setDragged(photo.id)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onPhotoDrop(event, index)}
          >
            <img src={photo.thumb} alt={t('form.photos.alt', { position: index + 1 })} width={160} height={120} />
            {index === 0 ? <span className={styles.cover}>{t('form.photos.cover')}</span> : null}
            <div className={styles.photoActions}>
              <Button variant="ghost" size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('form.photos.left', { position: index + 1 })}>
                ←
              </Button>
              <Button variant="ghost" size="small" disabled={index === photos.length - 1} onClick={() => move(index, index + 1)} aria-label={t('form.photos.right', { position: index + 1 })}>
                →
              </Button>
              {index > 0 ? (
                <Button variant="ghost" size="small" onClick={() => move(index, 0)} aria-label={t('form.photos.makeCover', { position: index + 1 })}>
                  ★
                </Button>
              ) : null}
              <Button variant="ghost" size="small" onClick={() => void remove(photo)} aria-label={t('form.photos.delete', { position: index + 1 })}>
                ✕
              </Button>
            </div>
          </li>
        ))}
        {pending.map((upload) => (
          <li key={upload.id} className={`${styles.photo} ${styles.pendingPhoto}`} data-testid="pending-photo" data-status={upload.status}>
            <div className={styles.pendingBox}>
              {upload.status === 'processing' ? (
                <>
                  <span className={styles.spinner} aria-hidden="true" />
                  <span>{t('form.photos.processing')}</span>
                </>
              ) : (
                <span className={styles.fieldError}>{upload.error ?? t('form.failed')}</span>
              )}
            </div>
            <p className={styles.pendingName} title={upload.name}>
              {upload.status === 'processing' ? t('form.photos.processingNote', { name: upload.name }) : t('form.photos.failed', { name: upload.name })}
            </p>
            <div className={styles.photoActions}>
              <Button variant="ghost" size="small" onClick={() => void removePending(upload)} aria-label={t('form.photos.deletePending', { name: upload.name })}>
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <p className={primitives.visuallyHidden} role="status">
        {status}
      </p>
      <TextInput name="video_url" label={t('form.video')} p={p} type="url" inputMode="url" hint={t('form.videoHint')} />
    </div>
  );
}

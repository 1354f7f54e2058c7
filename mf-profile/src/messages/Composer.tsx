import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, getApiClient, primitives } from '@realty/shared';
import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX, type Message } from '@realty/shared/contracts/messages';
import { sendMessage, uploadMessagePhoto, type UploadedPhoto } from './api';
import { replyError } from './errors';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

/** Text and up to 5 photos (each uploaded as it is picked); Enter sends, Shift+Enter makes a new line. */
export function Composer({ conversationId, onSent }: { conversationId: number; onSent(message: Message): void }) {
  const { t } = useMessagesTranslation();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const fileRef = useRef<HTMLInputElement>(null);
  const api = getApiClient();

  const pick = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, MESSAGE_PHOTOS_MAX - photos.length);
    if (fileRef.current) fileRef.current.value = '';
    if (!chosen.length) return;
    setError(undefined);
    setUploading((n) => n + chosen.length);
    await Promise.all(
      chosen.map((file) =>
        uploadMessagePhoto(api, conversationId, file).then(
          (reply) => setPhotos((all) => (all.length < MESSAGE_PHOTOS_MAX ? [...all, reply.data] : all)),
          (e: unknown) => setError(replyError(e, t('thread.uploadFailed'))),
        ).finally(() => setUploading((n) => n - 1)),
      ),
    );
  };
  const send = async () => {
    if (busy || uploading || (!text.trim() && !photos.length)) return;
    setBusy(true);
    setError(undefined);
    try {
      const reply = await sendMessage(api, conversationId, { text: text.trim(), photos: photos.map((p) => String(p.id)) });
      setText('');
      setPhotos([]);
      onSent(reply.data.message);
    } catch (e) {
      setError(replyError(e, t('thread.sendFailed')));
    } finally {
      setBusy(false);
    }
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <form
      className={styles.composer}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label className={primitives.visuallyHidden} htmlFor="composer-text">
        {t('thread.textLabel')}
      </label>
      <textarea
        id="composer-text"
        className={primitives.textarea}
        value={text}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={t('thread.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        data-testid="composer-text"
      />
      {photos.length ? (
        <ul className={`${primitives.bare} ${styles.photos}`} aria-label={t('thread.attached')}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.row}>
              <img src={photo.url} alt="" width={96} height={72} />
              <Button variant="link" size="small" onClick={() => setPhotos((all) => all.filter((p) => p.id !== photo.id))}>
                {t('thread.removePhoto')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <div className={styles.row}>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          hidden
          onChange={(e) => void pick(e.target.files)}
          data-testid="composer-file"
        />
        <Button variant="secondary" size="small" disabled={photos.length + uploading >= MESSAGE_PHOTOS_MAX} busy={uploading > 0} onClick={() => fileRef.current?.click()}>
          {t('thread.attach', { count: photos.length, max: MESSAGE_PHOTOS_MAX })}
        </Button>
        <Button type="submit" busy={busy} disabled={uploading > 0} data-testid="composer-send">
          {t('thread.send')}
        </Button>
      </div>
      <p className={primitives.note}>{t('thread.enterHint')}</p>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, getApiClient, pathTo, primitives, useRootStore, type Lang } from '@realty/shared';
import { Field } from '@realty/shared/field';
import { Dialog } from '@realty/shared/dialog';
import { SubmitCancel } from '@realty/shared/sections';
import { deleteAccount } from '@realty/shared/contracts/account';
import styles from '../components/Profile.module.css';
import { replyErrors } from './replyErrors';

/**
 * profile/info "Delete account": what happens, then a confirmation dialog where the password confirms it. On
 * success the user is signed out here too and taken to the home page.
 */
export function DeleteAccountSection({ lang }: { lang: Lang }) {
  const { t } = useTranslation('profile');
  const store = useRootStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const reply = await deleteAccount(getApiClient(), { password }, lang);
      // Leave the signed-in page first, so its gate does not ask to sign in again.
      void navigate(pathTo(lang, 'home'));
      store.auth.setUser(null);
      store.favorites.clear();
      store.ui.notify(reply.message, 'success');
    } catch (failure) {
      const r = replyErrors(failure, t('common.saveFailed'));
      setError(r.errors.password?.[0] ?? r.message);
      setBusy(false);
    }
  };

  return (
    <section className={`${primitives.panel} ${styles.section}`} aria-labelledby="info-delete">
      <h2 id="info-delete">{t('info.deleteTitle')}</h2>
      <p>{t('info.deleteText')}</p>
      <div className={`${primitives.actions} ${styles.dangerActions}`}>
        <Button variant="secondary" className={styles.dangerButton} onClick={() => setOpen(true)} data-testid="account-delete">
          {t('info.deleteOpen')}
        </Button>
      </div>
      {open ? (
        <Dialog title={t('info.deleteConfirmTitle')} onClose={close} size="small" testId="delete-dialog">
          <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
            <p>{t('info.deleteConfirmText')}</p>
            <Field
              label={t('info.deletePassword')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
              autoComplete="current-password"
              required
            />
            <SubmitCancel submit={t('info.deleteConfirm')} submitClassName={styles.dangerSolid} busy={busy} testId="delete-confirm" onCancel={close} className={`${primitives.actions} ${styles.dangerActions}`} />
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import message from '../ui/Message.module.css';
import styles from './ErrorView.module.css';

/** A translated error message with reload and home links; never shows a stack trace. */
export function ErrorView({ homePath, onRetry }: { homePath: string; onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.box} role="alert">
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <p className={styles.actions}>
        <button type="button" className={message.button} onClick={onRetry ?? (() => window.location.reload())}>
          {t('error.reload')}
        </button>
        <Link to={homePath}>{t('error.home')}</Link>
      </p>
    </section>
  );
}

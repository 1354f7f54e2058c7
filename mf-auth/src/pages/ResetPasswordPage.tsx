import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, type PageProps } from '@realty/shared';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';
import styles from '../forms/Forms.module.css';

/** /{lang}/reset-password?token=…: the page the password reset e-mail links to. */
export default function ResetPasswordPage({ lang, route }: PageProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <PageFrame lang={lang} route={route} intro={t('intro.resetPassword')}>
      <div className={styles.page}>
        <ResetPasswordForm token={params.get('token')} />
      </div>
    </PageFrame>
  );
}

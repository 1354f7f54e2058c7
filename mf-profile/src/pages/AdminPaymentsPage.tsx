import { useTranslation } from 'react-i18next';
import type { PageProps } from '@realty/shared';
import { AdminLayout } from '../admin/AdminLayout';

/** admin/payments: unpaid invoices (mark paid, cancel). The invoices and their actions come with the billing work. */
export default function AdminPaymentsPage({ lang, route }: PageProps) {
  const { t } = useTranslation('profile');
  return <AdminLayout lang={lang} route={route} intro={t('admin.intro.adminPayments')} />;
}

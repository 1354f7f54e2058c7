// Standalone mode for this remote's team: `npm run dev -w mf-admin`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

void startStandalone({
  remote: 'admin',
  namespace: 'admin',
  pages: {
    './AdminPage': () => import('./exposes/AdminPage'),
    './AdminModerationPage': () => import('./exposes/AdminModerationPage'),
    './AdminVerificationPage': () => import('./exposes/AdminVerificationPage'),
    './AdminPaymentsPage': () => import('./exposes/AdminPaymentsPage'),
    './AdminJournalPage': () => import('./exposes/AdminJournalPage'),
    './AdminPostPage': () => import('./exposes/AdminPostPage'),
    './AdminUsersPage': () => import('./exposes/AdminUsersPage'),
    './AdminUserPage': () => import('./exposes/AdminUserPage'),
    './AdminAuditPage': () => import('./exposes/AdminAuditPage'),
    './AdminJobsPage': () => import('./exposes/AdminJobsPage'),
  },
});

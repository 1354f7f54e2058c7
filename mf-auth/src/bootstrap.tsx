// Standalone mode for this remote's team: `npm run dev -w mf-auth`. The composed site never loads this file.
import { startStandalone } from '@realty/shared/standalone';

void startStandalone({
  remote: 'auth',
  namespace: 'auth',
  pages: {
    './LoginPage': () => import('./exposes/LoginPage'),
    './ResetPasswordPage': () => import('./exposes/ResetPasswordPage'),
  },
});

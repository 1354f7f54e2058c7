import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

/** Forms the shell's popups load (sign-in, registration, forgot password), besides the route table's pages. */
export const FORM_EXPOSES = {
  './SignInForm': './src/exposes/SignInForm.tsx',
  './RegisterForm': './src/exposes/RegisterForm.tsx',
  './ForgotPasswordForm': './src/exposes/ForgotPasswordForm.tsx',
};

export default createConfig({
  name: 'mf-auth',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: { ...pageExposes('auth'), ...FORM_EXPOSES },
  port: DEV_PORTS.auth,
});

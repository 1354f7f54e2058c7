import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

export default createConfig({
  name: 'mf-auth',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: pageExposes('auth'),
  port: DEV_PORTS.auth,
});

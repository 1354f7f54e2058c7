import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

export default createConfig({
  name: 'mf-admin',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: pageExposes('admin'),
  port: DEV_PORTS.admin,
});

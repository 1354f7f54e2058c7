import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

export default createConfig({
  name: 'mf-profile',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: pageExposes('profile'),
  port: DEV_PORTS.profile,
});

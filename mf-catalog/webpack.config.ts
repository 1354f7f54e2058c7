import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

export default createConfig({
  name: 'mf-catalog',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: pageExposes('catalog'),
  port: DEV_PORTS.catalog,
});

import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

export default createConfig({
  name: 'mf-listing',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: pageExposes('listing'),
  port: DEV_PORTS.listing,
});

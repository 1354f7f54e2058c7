import { fileURLToPath } from 'node:url';
import { createConfig, DEV_PORTS, pageExposes } from '../webpack.common';

export default createConfig({
  name: 'mf-blog',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  exposes: pageExposes('blog'),
  port: DEV_PORTS.blog,
});

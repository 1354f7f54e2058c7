import { fileURLToPath } from 'node:url';
import { pageExposes } from '../webpack.common';
import { createServerConfig } from '../webpack.server';

// This remote's server bundle (dist/server/ssr.cjs, its exposed pages): see webpack.server.ts.
export default createServerConfig({ name: 'mf-profile', dir: fileURLToPath(new URL('.', import.meta.url)), exposes: pageExposes('profile') });

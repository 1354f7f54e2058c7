import { fileURLToPath } from 'node:url';
import { createServerConfig } from '../webpack.server';

// The shell's server bundle (dist/server/ssr.cjs): see webpack.server.ts.
export default createServerConfig({ name: 'shell', dir: fileURLToPath(new URL('.', import.meta.url)) });

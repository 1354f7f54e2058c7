import { fileURLToPath } from 'node:url';
import { REMOTES } from '../shared/src/routes/table';
import { createConfig, DEV_PORTS } from '../webpack.common';

/** In development every remote runs on its own dev server. */
const devRemotes = Object.fromEntries(REMOTES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`]));

export default createConfig({
  name: 'shell',
  dir: fileURLToPath(new URL('.', import.meta.url)),
  port: DEV_PORTS.shell,
  publicPath: '/shell/',
  remotesRuntime: true,
  devServer: {
    // The files the api serves from api/public (the favicons the page links).
    static: { directory: fileURLToPath(new URL('../api/public', import.meta.url)), watch: false },
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req: unknown, res: { setHeader(k: string, v: string): void; end(body: string): void }) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemotes));
        },
      });
      return middlewares;
    },
  },
});

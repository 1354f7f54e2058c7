// The server bundle of a front-end package (docs/ARCHITECTURE.md "Server rendering"): one CommonJS file,
// `dist/server/ssr.cjs`, written next to the browser build and deployed with it. The web server (api/src/web/ssr)
// loads the shell's and, per page, the remote's bundle named by remotes.json, and renders the page with them.
//
// - The packages the browser shares as singletons come from the host process (`globalThis.__REALTY_SSR__.require`),
//   and a remote's `@realty/shared` is the one the shell's bundle carries (`__REALTY_SSR__.shared`): one React, one
//   MobX and one root-store context per process, as one per page in the browser.
// - CSS Modules get the browser build's class names (same css-loader options); their text is handed to the host
//   (`__REALTY_SSR__.addCss`), which inlines it so the server's HTML is styled before any script runs.
// - One chunk: dynamic imports (translations) are inlined, so the file can be read from disk or fetched from a URL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { containerName, cssLoaderOptions, sharedVersionDefine, swcRule, type CreateConfigOptions } from './webpack.common';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Packages taken from the host process instead of being bundled (the browser's shared singletons). */
export const HOST_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
] as const;

export const SSR_BUNDLE = 'server/ssr.cjs';

type ServerOptions = Pick<CreateConfigOptions, 'name' | 'dir' | 'exposes'> & {
  /** The shell: its server entry (it bundles @realty/shared and hands it to the remotes). */
  entry?: string;
};

/** The entry of a remote's server bundle: every exposed page, by its exposed name. */
function remoteEntrySource(dir: string, exposes: Record<string, string>): string {
  const names = Object.keys(exposes);
  const imports = names.map((name, index) => `import * as page${index} from ${JSON.stringify(path.join(dir, exposes[name] ?? ''))};`);
  const table = names.map((name, index) => `  ${JSON.stringify(name)}: page${index},`);
  return [...imports, 'export const pages = {', ...table, '};', ''].join('\n');
}

export function createServerConfig(options: ServerOptions) {
  return (_env: Record<string, unknown> = {}, argv: { mode?: 'development' | 'production' | 'none' } = {}): Configuration => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const prod = mode === 'production';
    const name = containerName(options.name);
    const isShell = !options.exposes;
    const virtualEntry = `virtual:ssr-entry-${name}`;

    return {
      name: `${options.name}-server`,
      mode,
      context: options.dir,
      target: 'node20',
      entry: { ssr: isShell ? (options.entry ?? './src/ssr/server.tsx') : virtualEntry },
      devtool: false,
      output: {
        path: path.join(options.dir, 'dist', 'server'),
        filename: 'ssr.cjs',
        library: { type: 'commonjs2' },
        publicPath: '',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      externalsType: 'var',
      externals: [
        ({ request }, callback) => {
          if (!request) return callback();
          if (!isShell && request === '@realty/shared') return callback(undefined, 'globalThis.__REALTY_SSR__.shared');
          const host = HOST_PACKAGES.some((pkg) => request === pkg || request.startsWith(`${pkg}/`));
          if (host) return callback(undefined, `globalThis.__REALTY_SSR__.require(${JSON.stringify(request)})`);
          return callback();
        },
      ],
      module: {
        rules: [
          swcRule(prod),
          {
            test: /\.css$/,
            use: [
              { loader: path.join(root, 'scripts/ssr/css-loader.cjs'), options: { bundle: options.name } },
              { loader: 'css-loader', options: cssLoaderOptions(name, prod) },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/inline' },
        ],
      },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        sharedVersionDefine(),
        ...(isShell
          ? []
          : [new webpack.experiments.schemes.VirtualUrlPlugin({ [`ssr-entry-${name}`]: { source: () => remoteEntrySource(options.dir, options.exposes ?? {}) } })]),
      ],
      optimization: { minimize: false, moduleIds: prod ? 'deterministic' : 'named' },
      performance: { hints: false },
    };
  };
}

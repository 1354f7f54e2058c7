// One webpack factory for every front-end package (shell and remotes). Each package's webpack.config.ts is a
// few lines on top of this. Run through tsx: `node --import tsx ../node_modules/webpack-cli/bin/cli.js`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, PathData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ROUTES, type RemoteName } from './shared/src/routes/table';
import { SINGLETON_PACKAGES } from './shared/src/singletons/registry';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The packages every container shares as singletons (DESIGN.md): the list the singleton registry checks at run time. */
export const SHARED_SINGLETONS = SINGLETON_PACKAGES;
/** Sub-entry points ride on their package's version. */
const SUBPATHS: Record<string, string> = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** requiredVersion from the package's own package.json (then the root's), `^<version>` for @realty/shared. */
function requiredVersion(pkg: PackageJson, name: string): string {
  if (name === '@realty/shared') return `^${readJson(path.join(root, 'shared/package.json')).version}`;
  const rootPkg = readJson(path.join(root, 'package.json'));
  const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? rootPkg.dependencies?.[name] ?? rootPkg.devDependencies?.[name];
  if (!range) throw new Error(`${pkg.name}: add "${name}" to dependencies (shared singleton needs a requiredVersion)`);
  return range;
}

export function sharedConfig(pkg: PackageJson): Record<string, { singleton: true; requiredVersion: string }> {
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const name of SHARED_SINGLETONS) shared[name] = { singleton: true, requiredVersion: requiredVersion(pkg, name) };
  for (const [subpath, owner] of Object.entries(SUBPATHS)) shared[subpath] = { singleton: true, requiredVersion: requiredVersion(pkg, owner) };
  return shared;
}

export interface CreateConfigOptions {
  /** Package folder name, e.g. 'mf-catalog' or 'shell'. */
  name: string;
  /** Absolute path of the package. */
  dir: string;
  /** Remote: Module Federation exposes ('./HomePage' -> './src/exposes/HomePage.tsx'). */
  exposes?: Record<string, string>;
  /** Host: remotes are registered at run time from remotes.json (no build-time remotes). */
  remotesRuntime?: boolean;
  /** Dev server port. */
  port: number;
  /** Output publicPath ('auto' for remotes, '/shell/' for the shell). */
  publicPath?: string;
  /** Extra dev-server settings (the shell's proxy and remotes.json). */
  devServer?: DevServerConfiguration;
}

/**
 * '[name].[contenthash:8].js', except while the federation runtime module asks for the template only to find the
 * output folder, before content hashes exist (it would otherwise fail with "[contenthash] not implemented").
 */
const hashedName = (pathData: PathData): string =>
  pathData.chunk && 'contentHash' in pathData.chunk && !pathData.chunk.contentHash?.javascript ? '[name].js' : '[name].[contenthash:8].js';

type Env = Record<string, string | boolean | undefined>;
type Argv = { mode?: 'development' | 'production' | 'none' };

/** Container name of a package: 'mf-catalog' -> 'mf_catalog'. */
export const containerName = (name: string): string => name.replace(/-/g, '_');

/** The TypeScript/TSX rule of every build (browser and server bundles must compile the same way). */
export const swcRule = (prod: boolean) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !prod } },
        target: 'es2020',
      },
    },
  },
});

/** css-loader options: the server bundle must produce the very class names the browser bundle does. */
export const cssLoaderOptions = (name: string, prod: boolean) => ({
  modules: {
    auto: /\.module\.css$/,
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
    localIdentName: prod ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
    // The same file path in two remotes must not give the same class name.
    localIdentHashSalt: name,
  },
});

export function createConfig(options: CreateConfigOptions) {
  return (_env: Env = {}, argv: Argv = {}): Configuration & { devServer?: DevServerConfiguration } => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const prod = mode === 'production';
    const pkg = readJson(path.join(options.dir, 'package.json'));
    const isRemote = Boolean(options.exposes);
    const publicPath = options.publicPath ?? (isRemote ? 'auto' : '/');
    const name = containerName(options.name);

    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath,
        uniqueName: name,
        filename: prod ? hashedName : '[name].js',
        chunkFilename: prod ? hashedName : '[name].js',
        assetModuleFilename: prod ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
        // The server bundle (webpack.server.ts) is written to dist/server by the same build.
        clean: { keep: (file: string) => file.startsWith('server/') || file.startsWith('server\\') },
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          swcRule(prod),
          {
            test: /\.css$/,
            use: [
              'style-loader',
              { loader: 'css-loader', options: cssLoaderOptions(name, prod) },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
          ...(options.remotesRuntime ? { remotes: {} } : {}),
          shared: sharedConfig(pkg),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          // The shell has its own page (with <!--app-head-->); the remotes' standalone page is one shared template.
          template: isRemote ? path.join(root, 'shared/src/standalone/index.html') : path.join(options.dir, 'src/index.html'),
          ...(isRemote ? { title: options.name } : {}),
          chunks: ['main'],
          // The standalone remotes are served from '/' by their dev servers; the shell from /shell/.
          publicPath: isRemote ? '/' : publicPath,
          // Keep comments: the server injects the head at <!--app-head-->.
          minify: false,
        }),
      ],
      performance: { hints: prod ? 'warning' : false, maxEntrypointSize: 400_000, maxAssetSize: 400_000 },
      // HTML stays as written: the server replaces <html lang="tr"> and injects the head at <!--app-head-->.
      optimization: { moduleIds: prod ? 'deterministic' : 'named', minimizeOptions: { html: false } },
      devServer: {
        port: options.port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isRemote ? true : { index: `${publicPath}index.html` },
        devMiddleware: { publicPath: isRemote ? '/' : publicPath },
        ...options.devServer,
      },
    };
  };
}

/** Dev-server ports (`npm run dev`): api 3000, shell 3100, remotes 3101-3105. */
export const DEV_PORTS: Record<'shell' | RemoteName, number> = { shell: 3100, catalog: 3101, listing: 3102, profile: 3103, blog: 3104, auth: 3105 };

/** A remote exposes exactly the page modules the route table names for it: './JournalPage' -> './src/exposes/JournalPage.tsx'. */
export function pageExposes(remote: RemoteName): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of ROUTES) if (route.owner === remote) exposes[route.page] = `./src/exposes/${route.page.slice(2)}.tsx`;
  return exposes;
}

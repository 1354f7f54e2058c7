// One webpack factory for every front-end package (shell and remotes). Each package's webpack.config.ts is a
// few lines on top of this. Run through tsx: `node --import tsx ../node_modules/webpack-cli/bin/cli.js`.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Compilation, type Compiler, type Configuration, type PathData } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { LANGS, ROUTES, type RemoteName } from './shared/src/routes/table';
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
  if (name === '@realty/shared') return `^${sharedVersion()}`;
  const rootPkg = readJson(path.join(root, 'package.json'));
  const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? rootPkg.dependencies?.[name] ?? rootPkg.devDependencies?.[name];
  if (!range) throw new Error(`${pkg.name}: add "${name}" to dependencies (shared singleton needs a requiredVersion)`);
  return range;
}

/**
 * Shared packages provided from a module of ours instead of the package's own entry, with the package's version: the
 * named re-exports of what the site uses, so the shared chunk is tree-shaken (shared/src/vendor/react-router-dom.ts).
 */
const SLIM_SHARED: Record<string, string> = {
  'react-router-dom': path.join(root, 'shared/src/vendor/react-router-dom.ts'),
  mobx: path.join(root, 'shared/src/vendor/mobx.ts'),
  'react-i18next': path.join(root, 'shared/src/vendor/react-i18next.ts'),
};

type SharedEntry = { singleton: true; requiredVersion: string; import?: string | false; version?: string };

/**
 * The shared singletons of a container. `consumeOnly` (the remotes' production builds): the remote provides none of
 * them and bundles no fallback copy, it takes the shell's (which the page has loaded before any remote, shareStrategy
 * 'loaded-first'); its entry then registers no providers (-0.5 kB gzip per remote entry). A remote's standalone dev
 * server keeps its own copies.
 */
export function sharedConfig(pkg: PackageJson, { consumeOnly = false } = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SHARED_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: requiredVersion(pkg, name) };
    const slim = SLIM_SHARED[name];
    if (slim) Object.assign(shared[name], { import: slim, version: readJson(path.join(root, 'node_modules', name, 'package.json')).version });
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) shared[subpath] = { singleton: true, requiredVersion: requiredVersion(pkg, owner) };
  if (consumeOnly) for (const entry of Object.values(shared)) entry.import = false;
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
  /** Dev server port (DEV_PORTS; `DEV_PORT` overrides it for one dev server). */
  port: number;
  /** Output publicPath ('auto' for remotes, '/shell/' for the shell). */
  publicPath?: string;
  /** Extra dev-server settings (the shell's remotes.json). */
  devServer?: DevServerConfiguration;
}

/**
 * '[name].[contenthash:8].js', except while the federation runtime module asks for the template only to find the
 * output folder, before content hashes exist (it would otherwise fail with "[contenthash] not implemented").
 */
const hashedName = (pathData: PathData): string =>
  pathData.chunk && 'contentHash' in pathData.chunk && !pathData.chunk.contentHash?.javascript ? '[name].js' : '[name].[contenthash:8].js';

/** Files worth compressing: text, above 1 kB (below that the headers outweigh the saving). */
const COMPRESSIBLE = /\.(?:js|css|json|html|svg|txt|xml)$/;
const MIN_COMPRESS_BYTES = 1024;

/** The version of @realty/shared this build is made with (shared/package.json). */
export const sharedVersion = (): string => readJson(path.join(root, 'shared/package.json')).version;

/** `__REALTY_SHARED_VERSION__` in the code (shared/src/contract): the shell's copy tells the provided version, a remote's its own. */
export const sharedVersionDefine = () => new webpack.DefinePlugin({ __REALTY_SHARED_VERSION__: JSON.stringify(sharedVersion()) });

/** Name of the contract file every browser build writes beside its manifest / index.html. */
export const CONTRACT_FILE = 'contract.json';

/**
 * Writes CONTRACT_FILE (shared/src/contract BuildContract): the shell's names the @realty/shared it provides, a remote's
 * the range it needs. deploy/deploy-remote.sh compares them before a remote goes live.
 */
export class ContractPlugin {
  constructor(private readonly contract: { package: string; isRemote: boolean }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const version = sharedVersion();
        const body = this.contract.isRemote
          ? { package: this.contract.package, requires: { '@realty/shared': `^${version}` } }
          : { package: this.contract.package, provides: { '@realty/shared': version } };
        compilation.emitAsset(CONTRACT_FILE, new webpack.sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every emitted text file of a production build, so
 * the server sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
 * Runs after emit, so it sees every file, mf-manifest.json and remoteEntry.js included. Source maps are left out.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const brotli = promisify(brotliCompress);
    const gz = promisify(gzip);
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path ?? '';
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name) && !name.endsWith('.LICENSE.txt'));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await readFile(file);
          if (data.length < MIN_COMPRESS_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    });
  }
}

/** File the shell's build writes: the JS and CSS files of each named chunk group (the server preloads 'bootstrap'). */
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';
/** Key of CHUNK_GROUPS_FILE listing the files of the shared singletons the shell provides. */
export const SHARED_GROUP = 'shared-singletons';

/**
 * The files matching `test` of each named chunk group, and under SHARED_GROUP those of the shared singletons the
 * package provides, their dependencies included (the manifest lists only the module's own chunk, and the consume
 * fallbacks, which loaded-first never loads): every one of them is loaded at start-up, before bootstrap runs.
 */
function filesByChunkGroup(compilation: Compilation, test: RegExp): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  const sharedFiles = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const files = new Set<string>();
    for (const chunk of group.chunks) for (const file of chunk.files) if (test.test(file)) files.add(file);
    if (group.name) groups[group.name] = [...files];
    const provided = group.origins.some((origin) => origin.module?.constructor.name === 'ProvideSharedModule');
    if (!group.name && provided) for (const file of files) sharedFiles.add(file);
  }
  groups[SHARED_GROUP] = [...sharedFiles].sort();
  return groups;
}

/** Writes CHUNK_GROUPS_FILE: { "<chunk group name>": ["file.js", …] } for the entry points and named async imports. */
export class ChunkGroupsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = filesByChunkGroup(compilation, /\.(?:js|css)$/);
        compilation.emitAsset(CHUNK_GROUPS_FILE, new compiler.webpack.sources.RawSource(JSON.stringify(groups, null, 2)));
      });
    });
  }
}

/** File every production build writes: its .css files, their CSS Modules, and the .css files of each chunk group. */
export const CSS_FILES_FILE = 'css-files.json';

/**
 * Writes CSS_FILES_FILE: `files`: { "<file>.css": ["./src/x.module.css", "../shared/src/y.module.css", …] }, each
 * source named as the server bundle's css loader names it (relative to the package folder); `groups`: the .css files
 * of each named chunk group ('bootstrap', '__federation_expose_CatalogPage', …) and, as SHARED_GROUP, of the shared
 * singletons the package provides. The server inlines a page's CSS as the files the browser would load for it, each
 * marked `data-href="<file>.css"`, and mini-css-extract-plugin's runtime does not load a file the document already
 * has (docs/ARCHITECTURE.md "Server rendering").
 */
export class CssFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CssFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CssFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files: Record<string, string[]> = {};
        for (const chunk of compilation.chunks) {
          const cssFiles = [...chunk.files].filter((file) => file.endsWith('.css'));
          if (cssFiles.length === 0) continue;
          const sources = new Set<string>();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== 'css/mini-extract') continue;
            // mini-css-extract-plugin's module identifier: "css|<loaders>!/abs/path/x.module.css|<index>|…".
            const identifier = module.identifier();
            const resource = identifier.slice(4, identifier.indexOf('|', 4)).split('!').pop()?.split('?')[0];
            if (!resource) continue;
            const relative = path.relative(compiler.context, resource).split(path.sep).join('/');
            sources.add(relative.startsWith('../') ? relative : `./${relative}`);
          }
          for (const file of cssFiles) files[file] = [...sources].sort();
        }
        const groups = filesByChunkGroup(compilation, /\.css$/);
        compilation.emitAsset(CSS_FILES_FILE, new compiler.webpack.sources.RawSource(JSON.stringify({ files, groups }, null, 2)));
      });
    });
  }
}

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

/** Default of `API_ORIGIN`: the api of `npm start` / `npm run dev`. */
export const DEFAULT_API_ORIGIN = 'http://localhost:3000';

/** The origin the dev servers send API requests to: `API_ORIGIN` (an http(s) URL), default the local api. */
export function apiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.API_ORIGIN?.trim() || DEFAULT_API_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_ORIGIN must be an http(s) URL such as ${DEFAULT_API_ORIGIN}, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_ORIGIN must be an http(s) URL, got "${value}"`);
  return url.origin;
}

/**
 * Paths a page asks the API origin for, not the dev server: the API (`/api/...`, `/{lang}/api/...`, page data
 * included), the CSRF cookie (`/sanctum/...`), uploaded photos (`/uploads/...`) and the journal's RSS feeds.
 */
export const API_PATHS = new RegExp(`^/(?:(?:${LANGS.join('|')})/)?api(?:/|$)|^/sanctum/|^/uploads/|^/(?:${LANGS.join('|')})/journal/rss\\.xml$`);

/** The dev-server proxy of every front-end package (shell and standalone remotes): API_PATHS to `target`. */
export function apiProxy(target: string = apiOrigin()): NonNullable<DevServerConfiguration['proxy']> {
  // changeOrigin: the Host header names the API origin, which a virtual host or TLS (a staging origin) needs.
  return [{ context: (pathname: string) => API_PATHS.test(pathname), target, changeOrigin: true }];
}

/** The dev server's port: `DEV_PORT` when set (one dev server on a free port, e.g. a test's), else the package's own. */
export function devPort(port: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env.DEV_PORT?.trim();
  if (!value) return port;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) throw new Error(`DEV_PORT must be a port number (1-65535), got "${value}"`);
  return parsed;
}

/** The standalone page's title placeholder (shared/src/standalone/index.html). */
const TITLE_PLACEHOLDER = '{{title}}';

/**
 * The page template as HtmlWebpackPlugin's `templateContent`: the file read as it is (the title filled in), not
 * compiled. A compiled template runs in html-webpack-plugin's child compilation, which inherits the federation
 * plugins (ProvideSharedPlugin taps `compilation` and `finishMake`, hooks child compilers copy): the shared modules
 * provided from a file of ours (SLIM_SHARED) were built there a second time, without the split chunks, and emitted
 * beside the real ones: "Conflict: Multiple assets emit different content to the same filename
 * shared_src_vendor_mobx_ts.js" on every dev server (named chunk ids), and unused copies in the shell's dist.
 */
const pageTemplate = (file: string, title?: string) => (): string => {
  const html = readFileSync(file, 'utf8');
  return title === undefined ? html : html.replaceAll(TITLE_PLACEHOLDER, title);
};

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
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // One copy of the federation runtime: the external-runtime plugin require()s the CommonJS build, the runtime
        // itself imports the ES build; both resolve to the ES build here.
        alias: {
          '@module-federation/runtime-core$': path.join(root, 'node_modules/@module-federation/runtime-core/dist/index.js'),
          '@module-federation/sdk$': path.join(root, 'node_modules/@module-federation/sdk/dist/index.js'),
          // The packages behind shared/src/vendor/*.ts (their own names are the shared modules, i.e. those files).
          '@realty/vendor-mobx$': path.join(root, 'node_modules/mobx/dist/mobx.mjs'),
          '@realty/vendor-react-i18next$': path.join(root, 'node_modules/react-i18next/dist/es/index.js'),
          // React 19 has useSyncExternalStore: react-i18next's pre-18 fallback is not shipped.
          'use-sync-external-store/shim$': path.join(root, 'shared/src/vendor/use-sync-external-store-shim.ts'),
          // react-router's package exports always name its development build (warnings, dev checks); production
          // builds take the production one.
          ...(prod
            ? {
                'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
                'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          swcRule(prod),
          {
            test: /\.css$/,
            // Production: CSS in .css files beside each chunk (loaded with it by a <link>), not strings in the JS
            // (the first-load JavaScript budget; a server-rendered page has its CSS inlined before any script).
            // Development keeps style-loader.
            use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', { loader: 'css-loader', options: cssLoaderOptions(name, prod) }],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
          ...(options.remotesRuntime ? { remotes: {} } : {}),
          shared: sharedConfig(pkg, { consumeOnly: isRemote && prod }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The federation runtime ships once: the shell provides its runtime core, the remotes' production builds
          // use it (standalone remote dev servers keep their own). What stays in a remote's entry (~5 kB gzip) is
          // the bundler runtime that binds federation to that build's own __webpack_require__: one per build, it
          // cannot be shared (docs/PERFORMANCE.md "Issue 27: first-load JS"). `disableRemote`: a remote loads no
          // remote itself (the shell does), so its entry drops the remote-loading half (-0.7 kB gzip per entry).
          // `optimization.target: 'web'`: the runtime's Node.js script loader and environment checks are dropped at
          // build time (-1.3 kB gzip from the shell's entry; docs/PERFORMANCE.md "Issue 12: the framework floor").
          experiments: {
            ...(isRemote ? (prod ? { externalRuntime: true } : {}) : { provideExternalRuntime: true }),
            optimization: { target: 'web', ...(isRemote && prod ? { disableRemote: true } : {}) },
          },
        }),
        new HtmlWebpackPlugin({
          // The shell has its own page (with <!--app-head-->); the remotes' standalone page is one shared template.
          templateContent: isRemote
            ? pageTemplate(path.join(root, 'shared/src/standalone/index.html'), options.name)
            : pageTemplate(path.join(options.dir, 'src/index.html')),
          chunks: ['main'],
          // The standalone remotes are served from '/' by their dev servers; the shell from /shell/.
          publicPath: isRemote ? '/' : publicPath,
          // Keep comments: the server injects the head at <!--app-head-->.
          minify: false,
        }),
        ...(isRemote ? [] : [new ChunkGroupsPlugin()]),
        sharedVersionDefine(),
        new ContractPlugin({ package: pkg.name, isRemote }),
        ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(prod ? [new CssFilesPlugin()] : []),
        ...(prod ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: prod ? 'warning' : false, maxEntrypointSize: 400_000, maxAssetSize: 400_000 },
      // HTML stays as written: the server replaces <html lang="tr"> and injects the head at <!--app-head-->.
      optimization: { moduleIds: prod ? 'deterministic' : 'named', minimizeOptions: { html: false } },
      devServer: {
        port: devPort(options.port),
        host: 'localhost',
        hot: false,
        liveReload: true,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isRemote ? true : { index: `${publicPath}index.html` },
        devMiddleware: { publicPath: isRemote ? '/' : publicPath },
        // Pages show real data: API requests go to API_ORIGIN (the shell's composed site and a remote standalone alike).
        proxy: apiProxy(),
        ...options.devServer,
      },
    };
  };
}

/** Dev-server ports (`npm run dev`): api 3000, shell 3100, remotes 3101-3106. */
export const DEV_PORTS: Record<'shell' | RemoteName, number> = { shell: 3100, catalog: 3101, listing: 3102, profile: 3103, blog: 3104, auth: 3105, admin: 3106 };

/** A remote exposes exactly the page modules the route table names for it: './JournalPage' -> './src/exposes/JournalPage.tsx'. */
export function pageExposes(remote: RemoteName): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of ROUTES) if (route.owner === remote) exposes[route.page] = `./src/exposes/${route.page.slice(2)}.tsx`;
  return exposes;
}

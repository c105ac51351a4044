// One webpack configuration for the shell and every remote, so that they agree on
// how TypeScript is compiled and, above all, on what is shared through federation.
import fs from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import { createRequire } from 'node:module';
import { withoutUniqueTooltipProvider } from './antd-unique-tooltip.mjs';
import { ANTD_SCANNED_FOLDERS, RELEASED_REMOTE_RECORDS } from './host-inputs.mjs';
import { manifestMetaData } from './manifest-meta-data.mjs';
import { providesInOwnCompilationOnly } from './provides-in-own-compilation.mjs';
import { reproducibleModuleIds } from './reproducible-module-ids.mjs';
import { sourceFingerprint } from './source-fingerprint.mjs';

/** Packages that must exist once on a page: the session store and i18n instance live in
 *  @teamwear/shared, React hooks break with two Reacts, and antd's style cache is per copy.
 *  react-router, i18next and react-i18next reach the apps through @teamwear/shared (router,
 *  i18n; shared below), so that only the parts we use are bundled: a package shared by name
 *  is bundled whole.
 *
 *  No `strictVersion`: with it, a remote whose range the shell's copy does not satisfy throws
 *  when its code first asks for that module, i.e. once the remote's entry and chunks are already
 *  running, and the page breaks wherever that happens. What it would guard against is refused
 *  earlier instead: `npm run promote` refuses a release whose ranges the shell's versions do not
 *  satisfy (deploy/releases/compatibility.mjs), and the shell refuses, before running any of a
 *  remote's code, a remote built for a shell contract it does not keep (the contract is in each
 *  manifest, build/shell-contract.mjs). It would also refuse every remote on any minor bump of
 *  @teamwear/shared (`^0.1.0` admits 0.1.x only), whether or not what the shell gives changed. */
export function sharedSingletons(appDir, isHost) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const versionOf = (pkg) => require(`${pkg}/package.json`).version;
  const singleton = (pkg) => ({
    singleton: true,
    requiredVersion: `^${versionOf(pkg)}`,
  });
  const shared = {};
  for (const pkg of [
    'react',
    'react-dom',
    'zustand',
    '@ant-design/cssinjs',
  ]) {
    shared[pkg] = singleton(pkg);
  }
  // antd is shared by component, not whole (shared whole, a package is bundled whole: all of
  // antd with the first page that uses any of it). The apps import each component by its
  // path (`antd/es/button`; eslint refuses a value import from 'antd'), and a remote takes each
  // such path from the share scope: a page downloads the components it draws, and the parts of
  // antd they have in common (config-provider, theme, motion…) once, in chunks webpack splits out.
  // Inside antd the components import each other by relative paths, which are not shared; so
  // that all of antd runs as one copy (one ConfigProvider context: the shop's theme reaches every
  // remote), the host provides every component any app imports (antdProvidedByHost), from the
  // same modules its own pages import directly (nothing to look up in the share scope at start).
  // A remote has no copy of its own (`import: false`: no fallback): a second copy would be a
  // second context, unthemed; a remote that uses a component the running shell does not provide
  // fails to load and shows the shell's "not available" (rebuild and release the shell first).
  if (!isHost) shared[ANTD_COMPONENTS] = { ...singleton('antd'), import: false };

  // Trailing slash shares the subpaths too: react-dom/client and react/jsx-runtime, or
  // React is bundled twice and hooks fail with "Invalid hook call".
  shared['react/'] = singleton('react');
  shared['react-dom/'] = singleton('react-dom');
  const sharedPkg = require('@teamwear/shared/package.json');
  const ownShared = () => ({
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  });
  // Every subpath is one copy for the page (stores, the i18n instance, the session), except the
  // light UI kit (@teamwear/shared/ui/kit, shared/src/ui/kit): stateless components each app
  // bundles as its own code, so that a page downloads the pieces it draws (a federated module
  // comes whole, in a chunk of its own) and a change to the kit is no change of the shell contract
  // (a remote always runs the kit it was built with, never the shell's).
  shared['@teamwear/shared/'] = { ...ownShared(), exclude: { request: /^ui\/kit(\/|$)/ } };
  if (isHost) {
    // What every page needs before its first render is in the shell's entry (eager): one file
    // on the first request instead of the entry, then a dozen small chunks, then the chunks
    // those import. The contracts (zod) and antd stay lazy (only some pages use them); the
    // remotes keep all of theirs lazy and use the shell's. The shell takes these before
    // anything else is loaded, so always its own copies: the version check it would run on
    // each at start-up (semver, parsed on the spot) is skipped.
    const eager = { eager: true, requiredVersion: false };
    for (const key of ['react', 'react-dom', 'react/', 'react-dom/', 'zustand']) Object.assign(shared[key], eager);
    for (const subpath of HOST_STARTUP_SHARED) shared[`@teamwear/shared/${subpath}`] = { ...ownShared(), ...eager };
  }
  return shared;
}

/** The share-key prefix of antd's components (see sharedSingletons). */
const ANTD_COMPONENTS = 'antd/es/';

/** Every folder of antd's ES build imported by path (`antd/es/<folder>`) anywhere in the apps'
 *  and @teamwear/shared's sources. */
export function antdComponentsImported() {
  const pattern = /from '(antd\/es\/[\w-]+)'/g;
  const found = new Set();
  for (const folder of ANTD_SCANNED_FOLDERS) {
    const src = path.join(REPO, folder, 'src');
    if (!fs.existsSync(src)) continue;
    for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const match of fs.readFileSync(path.join(src, file), 'utf8').matchAll(pattern)) found.add(match[1]);
    }
  }
  return [...found].sort();
}

/** The antd components the released remotes take from the shell (deploy/released/<remote>.json):
 *  still provided after the apps' sources stop importing one (the account's lists dropped
 *  Pagination), as the shell runs those releases until the remotes are released again. */
export function antdUsedByReleasedRemotes() {
  const found = new Set();
  for (const file of RELEASED_REMOTE_RECORDS) {
    const record = path.join(REPO, file);
    if (!fs.existsSync(record)) continue;
    for (const module of JSON.parse(fs.readFileSync(record, 'utf8')).shared ?? []) {
      if (module.name.startsWith(ANTD_COMPONENTS) && !module.ownCopy) found.add(module.name);
    }
  }
  return [...found].sort();
}

/** A host (the shell, the embedded studio's host) provides every antd component that any app
 *  imports, whether or not the host draws it itself: a remote then never runs its own copy of a
 *  component, whose relative imports inside antd would bring a second ConfigProvider context
 *  (the shop's theme would not reach it). Each is a lazy chunk, downloaded only when a page
 *  draws it; the list is read from the sources at build time (antdComponentsImported). */
export function antdProvidedByHost(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const { ProvideSharedPlugin } = require('@module-federation/enhanced');
  const version = require('antd/package.json').version;
  const provides = {};
  for (const request of new Set([...antdComponentsImported(), ...antdUsedByReleasedRemotes()])) {
    // An absolute path is provided whether or not the host's own code imports it.
    provides[require.resolve(request)] = { shareKey: request, version, singleton: true, requiredVersion: `^${version}` };
  }
  return new ProvideSharedPlugin({ provides });
}

const REPO = path.resolve(import.meta.dirname, '..');

/** What nearly every antd component imports: its configuration and theme, the style engine and
 *  the utilities under them; and the small modules many components share (the icons' base and
 *  the icons antd itself draws most, the default locale's parts, Space's compact mode), which
 *  webpack would otherwise copy into each component's chunk, being under its minimum chunk size
 *  (copies that each /me page downloaded several times over). */
const ANTD_CORE = new RegExp(
  String.raw`[\\/]node_modules[\\/](` +
    [
      String.raw`antd[\\/]es[\\/](_util|config-provider|theme|style|locale|space|(date-picker|time-picker|calendar)[\\/]locale)`,
      String.raw`@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)`,
      String.raw`@ant-design[\\/]icons[\\/]es[\\/](components|utils|renderUtils|cssUtils|icons[\\/](LoadingOutlined|CloseOutlined|CloseCircleFilled))`,
      String.raw`@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](LoadingOutlined|CloseOutlined|CloseCircleFilled)`,
      String.raw`@rc-component[\\/](util|motion|resize-observer|(picker|pagination)[\\/]es[\\/]locale)`,
      String.raw`stylis|@emotion[\\/][^\\/]+|clsx|react-is|is-mobile|@babel[\\/]runtime`,
    ].join('|') +
    String.raw`)([\\/.]|$)`,
);

/** The host's chunks: antd's core in one chunk, which every page drawn with antd downloads
 *  anyway, rather than split by webpack into a dozen small ones: fewer requests, and a shorter
 *  list of chunks for each component the host provides (written into the host's entry, which
 *  every page downloads first). */
export const hostSplitChunks = {
  cacheGroups: {
    antdCore: { test: (module) => ANTD_CORE.test(module.resource ?? ''), name: 'antd-core', chunks: 'async', priority: 20, enforce: true },
  },
};

/** The @teamwear/shared subpaths the shell uses before its first render (an exact key wins
 *  over the '@teamwear/shared/' prefix). */
const HOST_STARTUP_SHARED = ['api', 'i18n', 'router', 'routes', 'session', 'tenant', 'tenant/favicon-look', 'ui', 'federation', 'zod-setup'];

/** How every app compiles its TypeScript (and TSX); `sourceMaps: false` for a compiler with
 *  `devtool: false` (swc then writes no map, and an object of none cannot be made). */
export function typeScriptRule(production, { sourceMaps = true } = {}) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        // The source map as an object, not swc's JSON text: webpack makes the absolute paths in
        // an object's `sources` relative, and leaves a text as it is. Each module's hash takes in
        // its map, and the chunks' first names are made from those hashes: a remote's entry was
        // minified with names that held the checkout's path, and terser's short names follow the
        // text's letters, so the same remote built in another folder got other bytes and another
        // release id (scripts/reproducible-build.mjs), every chunk the same.
        parseMap: sourceMaps,
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Pictures and fonts an app imports: files of their own, content-hashed. */
export const assetRule = { test: /\.(png|svg|webp|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:10][ext]' } };

/** The ES module build of the runtime plugin that hands the shell's federation runtime to
 *  the remotes (they are built with externalRuntime). */
export function externalRuntimeProvider(appRequire) {
  const enhancedRequire = createRequire(appRequire.resolve('@module-federation/enhanced/webpack'));
  const commonJs = enhancedRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esm = path.join(path.dirname(commonJs), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`no ES module build beside ${commonJs}`);
  return esm;
}

/**
 * @param {object} o
 * @param {string} o.name federation name of the app
 * @param {string} o.dir the app's folder (import.meta.dirname of its webpack.config)
 * @param {Record<string,string>} [o.exposes] modules a remote exposes
 * @param {string[]} [o.runtimePlugins]
 * @param {object[]} [o.plugins] extra webpack plugins
 * @param {boolean} [o.isHost]
 * @param {string} [o.entry] the app's entry module (the shell's is in its start-up folder)
 * @param {boolean} [o.writesDesigns] the app writes design documents: its manifest says their schema version
 */
export function createAppConfig({ name, dir, exposes, runtimePlugins = [], plugins = [], isHost = false, entry = './src/index.ts', writesDesigns = false }) {
  // Resolve the build plugins from the app's own dependencies: each app pins its webpack.
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: entry },
      // Source maps for error reports, not for the public: no sourceMappingURL in the files served,
      // and build/source-maps.mjs moves the maps out of dist/ after the build.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from wherever their manifest was served ('auto');
        // the shell is always at the site root.
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime cannot resolve a hash in the entry's own name; entries are
        // served no-cache instead, and every chunk they load is content-hashed.
        filename: 'assets/[name].js',
        chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
        uniqueName: name,
        // A page that loads a newer build of a remote (after a redeploy, see
        // shell/src/federation) must not take the older build's chunks, already on the page, for
        // the newer one's: chunk ids stay the same from build to build while the code changes,
        // and webpack's runtime installs every chunk found in its chunk array. So each build of a
        // remote pushes its chunks to an array of its own, named after its sources.
        ...(isHost ? {} : { chunkLoadingGlobal: `webpackChunk_${name}_${sourceFingerprint(dir)}` }),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          typeScriptRule(production),
          // @rc-component/form declares no `sideEffects`, so webpack bundles its whole index (every
          // field, list and validator) wherever antd's form context is imported: by
          // Tooltip, Segmented, Popover, Input… for the context's FormProvider alone. Its modules
          // have none (the index only hangs Field, List and useForm on its default export, which
          // antd's Form imports, and then gets the whole index as before).
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/, sideEffects: false },
          assetRule,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedSingletons(dir, isHost),
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost ? [...runtimePlugins, externalRuntimeProvider(appRequire)] : runtimePlugins,
          // Each manifest says which shell contract the app was built against (the shell's:
          // which it keeps), so the shell can refuse a remote it cannot run; and a remote's
          // says which pages it draws (its pages.json), so the shell needs only its prefix.
          manifest: manifestMetaData(dir, exposes, { writesDesigns }),
          dts: false,
          // One federation runtime per page: the shell provides its runtime core and the
          // remotes use it instead of each bringing their own to the page.
          // Remotes load no remotes themselves and everything runs in a browser, so the
          // code for those cases is left out.
          // (The host's provideExternalRuntime would add the CommonJS build of the plugin
          // that hands the runtime over, which drags in a second, CommonJS copy of the
          // runtime; the ES module build of the same plugin is added by hand instead.)
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
        }),
        // Static files an app ships as they are (e.g. the designer's generated patterns);
        // the shell's index.html is a template, not a static file.
        ...(fs.existsSync(path.join(dir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true, globOptions: { ignore: ['**/index.html'] } }] })]
          : []),
        // The host's antd, without the trigger its ConfigProvider would bring to every page (build/antd-unique-tooltip.mjs).
        ...(isHost ? [antdProvidedByHost(dir), withoutUniqueTooltipProvider(appRequire('webpack'))] : []),
        // What the app provides to the share scope its own compilation alone builds, not also the
        // index.html template's (the shell's HtmlWebpackPlugin runs a child compiler), whose
        // chunks no page loaded and whose ids moved with the folder (build/provides-in-own-compilation.mjs).
        providesInOwnCompilationOnly(),
        // The same sources give the same files in any folder (build/reproducible-module-ids.mjs).
        ...(production ? [reproducibleModuleIds(dir)] : []),
        ...plugins,
      ],
      optimization: { ...(production ? { moduleIds: false } : {}), ...(isHost ? { splitChunks: hostSplitChunks } : {}) },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

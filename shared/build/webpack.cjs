/**
 * The one webpack + Module Federation recipe for the host and every remote, so that all
 * builds share the same singletons, loaders and output layout. A package's
 * webpack.config.js is a call of `hostConfig` or `remoteConfig`.
 *
 * - remotes build into `dist/<version>/` (immutable, versioned folders; ARCHITECTURE.md)
 *   with `mf-manifest.json` + `remoteEntry.js`; the host builds into `dist/`.
 * - shared singletons: react, react-dom, react-router-dom, jotai, rxjs, @tanstack/react-query, styled-components,
 *   zod and the stateful subpaths of @site/shared, with `requiredVersion` from package.json.
 * - swc-loader + a persistent filesystem cache keep cold builds bearable on 2 cores.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const sharedPkg = require('../package.json');

function readPkg(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The version a remote builds as: its package.json, or REMOTE_VERSION (scripts/release.mjs). */
function remoteVersion(pkg) {
  const version = process.env.REMOTE_VERSION || pkg.version;
  if (!/^[0-9A-Za-z.+-]{1,40}$/.test(version))
    throw new Error(`REMOTE_VERSION "${version}" is not a version`);
  return version;
}

/** CONTRACT_VERSION of shared/contract/version.ts, without compiling TypeScript here. */
function contractVersion() {
  const text = fs.readFileSync(path.join(__dirname, '../contract/version.ts'), 'utf8');
  const found = /CONTRACT_VERSION = '([^']+)'/.exec(text);
  if (!found) throw new Error('shared/contract/version.ts has no CONTRACT_VERSION');
  return found[1];
}

/**
 * Writes release.json beside mf-manifest.json when a remote build is done: its version, the
 * contract it was built with, the oldest contract it needs, the ranges of its shared modules
 * and a sha256 per file, so `brand verify` can tell whether a version fits a host and a
 * server (issue 17). A remote that reads a newer contract's optional field and works without
 * it says so in its package.json (`federation.requiresContract`): it runs under older
 * servers; without it, it needs the contract it was built with.
 */
class ReleaseRecordPlugin {
  constructor(pkg, version, shared) {
    const built = contractVersion();
    this.record = {
      name: pkg.federation.name,
      version,
      contractVersion: built,
      requiresContract: pkg.federation.requiresContract ?? built,
      shared,
    };
  }
  apply(compiler) {
    compiler.hooks.done.tap('ReleaseRecordPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const out = compiler.options.output.path;
      const files = {};
      for (const file of fs.readdirSync(out, { recursive: true }).map(String).sort()) {
        const full = path.join(out, file);
        if (file === 'release.json' || !fs.statSync(full).isFile()) continue;
        files[file.split(path.sep).join('/')] = require('node:crypto')
          .createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
      }
      let commit;
      try {
        commit = require('node:child_process')
          .execFileSync('git', ['rev-parse', 'HEAD'], {
            cwd: compiler.context,
            stdio: ['ignore', 'pipe', 'ignore'],
          })
          .toString()
          .trim();
      } catch {
        commit = undefined;
      }
      const record = {
        ...this.record,
        files,
        builtAt: new Date().toISOString(),
        ...(commit ? { commit } : {}),
      };
      fs.writeFileSync(path.join(out, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    });
  }
}

function sharedModules(pkg) {
  const deps = { ...sharedPkg.dependencies, ...pkg.dependencies };
  const single = (name, version) => ({ singleton: true, requiredVersion: version, strictVersion: false });
  const result = {
    react: single('react', deps.react),
    'react/': single('react', deps.react),
    'react-dom': single('react-dom', deps['react-dom']),
    'react-dom/': single('react-dom', deps['react-dom']),
    // The names the site uses of react-router, not the whole framework (router-browser.mjs).
    'react-router-dom': {
      ...single('react-router-dom', deps['react-router-dom']),
      import: path.join(__dirname, 'router-browser.mjs'),
      version: installedPackage('react-router-dom').version,
    },
    jotai: single('jotai', deps.jotai),
    // The names the site uses of jotai/utils, not every helper (jotai-utils-browser.mjs).
    'jotai/utils': {
      ...single('jotai', deps.jotai),
      import: path.join(__dirname, 'jotai-utils-browser.mjs'),
      version: installedPackage('jotai').version,
    },
    'jotai/': single('jotai', deps.jotai),
    // The names the site uses of rxjs, not every operator (rxjs-browser.mjs).
    rxjs: {
      ...single('rxjs', deps.rxjs),
      import: path.join(__dirname, 'rxjs-browser.mjs'),
      version: installedPackage('rxjs').version,
    },
    // Its subpaths too. Sharing a subpath by name is not enough on its own: the federation
    // plugin provides only what a build imports, and a subpath entry (`rxjs/webSocket`,
    // `rxjs/ajax`) is a second copy of rxjs's internals. A remote that imports one the host
    // does not takes its own fallback and a second rxjs core (mf-sportsbook's rxjs/webSocket
    // did: 5 KB gzip on /home, issue 31). The site imports only `rxjs` (@site/shared/socket
    // is a plain WebSocket; rxjs 7's main entry has no `webSocket`): keep it so.
    'rxjs/': single('rxjs', deps.rxjs),
    // One QueryClient context and one cache for the host and every remote (shared/api/query).
    // Provided from shared's own install, so a package need not list it to share it; as the
    // names the site uses (query-browser.mjs).
    '@tanstack/react-query': {
      ...single('@tanstack/react-query', deps['@tanstack/react-query']),
      import: path.join(__dirname, 'query-browser.mjs'),
      version: installedPackage('@tanstack/react-query').version,
    },
    // zod's package index without its fifty locale catalogues (zod-browser.mjs).
    zod: {
      singleton: true,
      requiredVersion: deps.zod,
      strictVersion: false,
      import: path.join(__dirname, 'zod-browser.mjs'),
      version: installedPackage('zod').version,
    },
    'styled-components': single('styled-components', deps['styled-components']),
    // The form library of @site/shared/forms (react-hook-form + its zod resolver, 13 KB gzip):
    // one copy for every remote with a form (auth, member, funds, activities, chat) instead of
    // one each, whichever loads first providing it. The host has no form and does not load it.
    // Provided from shared's own install: the remotes reach it through @site/shared/forms only.
    'react-hook-form': installedSingle('react-hook-form', deps, 'dist/index.esm.mjs'),
    '@hookform/resolvers': installedSingle('@hookform/resolvers', deps, 'dist/resolvers.mjs'),
    '@hookform/resolvers/zod': installedSingle('@hookform/resolvers', deps, 'zod/dist/zod.mjs'),
  };
  // The contract (schemas, endpoints, md5 / AES of crypto-js): shared by version, not as a
  // singleton (issue 16: every remote shipped its own copy, 21 KB gzip each on /home). A
  // remote takes the copy already loaded when its contract version fits (`^` the one it
  // was built with: minors only add optional fields and calls), else its own: a remote
  // that ships a new contract call still works under an older host.
  const contract = contractVersion();
  result['@site/shared/contract'] = {
    singleton: false,
    requiredVersion: `^${contract}`,
    version: contract,
  };
  // Each other concern of the shared package is its own shared module: one store, one bus,
  // one theme across the host and every remote.
  // Not shared: the build recipe, the standalone dev mount, the message catalogue
  // (each build bundles the namespaces it owns and registers them; see registerMessages)
  // and the small stateless modules: formatting, validation, betting maths and the socket
  // client (each remote opens its own link).
  // What they need of the stateful singletons (i18n) they import by package name.
  const notShared = new Set([
    './build',
    './package.json',
    './standalone',
    './testing',
    './messages',
    './betting',
    './contract',
    './contract-core',
    './contract-warm',
    './cipher',
    './backoffice-contract',
    './format',
    './validation',
    './forms',
    './socket',
  ]);
  for (const key of Object.keys(sharedPkg.exports)) {
    if (notShared.has(key)) continue;
    result[`@site/shared/${key.slice(2)}`] = {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
    };
  }
  return result;
}

/** A singleton provided from the file `file` of shared's own install of package `name`. */
function installedSingle(name, deps, file) {
  const { dir, version } = installedPackage(name);
  return {
    singleton: true,
    requiredVersion: deps[name],
    strictVersion: false,
    import: path.join(dir, file),
    version,
  };
}

/**
 * The package `name` as the shared package resolves it: its folder and version (what a
 * shared module with `import:` provides, and where its files are read past its exports map).
 */
function installedPackage(name) {
  const file = require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] });
  return { dir: path.dirname(file), version: JSON.parse(fs.readFileSync(file, 'utf8')).version };
}

/** Where zod-browser-api.mjs reads zod's own modules (past its exports map, on purpose). */
function zodAliases() {
  const { dir } = installedPackage('zod');
  return {
    '@zod-classic': path.join(dir, 'v4/classic'),
    '@zod-core': path.join(dir, 'v4/core'),
  };
}

/**
 * One format of the federation runtime: the bundler runtime and `@module-federation/enhanced/runtime`
 * import its ESM build while the external-runtime plugin `require`s the CommonJS one, and the
 * host's main.js carried both (runtime-core and sdk twice, ~24 KB gzip; issue 31). Every
 * request of these packages' indexes resolves to the ESM build (webpack's `require` of it
 * gives the same named exports).
 */
function federationRuntimeAliases() {
  // The folder of package `name` as seen from folder `from` (their exports hide package.json).
  const dirOf = (name, from) => {
    for (const base of require('node:module')._nodeModulePaths(from)) {
      const dir = path.join(base, name);
      if (fs.existsSync(path.join(dir, 'package.json'))) return fs.realpathSync(dir);
    }
    throw new Error(`${name} is not installed beside ${from}`);
  };
  const enhanced = dirOf('@module-federation/enhanced', __dirname);
  const tools = dirOf('@module-federation/runtime-tools', enhanced);
  const runtimeCore = path.join(dirOf('@module-federation/runtime-core', tools), 'dist/index.js');
  const sdk = dirOf('@module-federation/sdk', enhanced);
  return {
    '@module-federation/runtime-tools/runtime-core$': runtimeCore,
    '@module-federation/runtime-core$': runtimeCore,
    '@module-federation/sdk$': path.join(sdk, 'dist/index.js'),
    '@module-federation/error-codes$': path.join(
      dirOf('@module-federation/error-codes', sdk),
      'dist/index.mjs',
    ),
  };
}

/** react-router-dom's ESM index, past its exports map (router-browser.mjs). */
function reactRouterDomIndex() {
  return path.join(installedPackage('react-router-dom').dir, 'dist/index.mjs');
}

function reactRouterProductionAliases(dir) {
  // react-router 7's exports resolve to its development build under plain webpack.
  const rrdPkg = require.resolve('react-router-dom/package.json', { paths: [dir] });
  const rrPkg = require.resolve('react-router/package.json', { paths: [path.dirname(rrdPkg)] });
  const prod = path.join(path.dirname(rrPkg), 'dist/production');
  return {
    'react-router$': path.join(prod, 'index.mjs'),
    'react-router/dom$': path.join(prod, 'dom-export.mjs'),
  };
}

function baseConfig({ dir, mode, outputPath, publicPath, entry, version }) {
  const production = mode === 'production';
  const pkg = readPkg(dir);
  return {
    mode,
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      publicPath,
      // The federation runtime cannot resolve [contenthash] or [chunkhash] for entry files.
      // Remote entries live in immutable versioned folders; the host's entry is served with
      // `Cache-Control: no-cache` (revalidated by ETag) and every other chunk is hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: pkg.federation.name,
      clean: true,
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
      name: `${pkg.federation.name}-${mode}`,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        ...zodAliases(),
        ...federationRuntimeAliases(),
        '@react-router-dom-index$': reactRouterDomIndex(),
        '@rxjs-index$': path.join(installedPackage('rxjs').dir, 'dist/esm/index.js'),
        '@react-query-index$': path.join(
          installedPackage('@tanstack/react-query').dir,
          'build/modern/index.js',
        ),
        '@jotai-utils-index$': path.join(installedPackage('jotai').dir, 'esm/vanilla/utils.mjs'),
        ...(production ? reactRouterProductionAliases(dir) : {}),
      },
    },
    module: {
      rules: [
        // PITFALLS.md: the generated federation entry must not be parsed as strict CJS/ESM.
        { test: /[\\/]node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
        // The message namespaces (and the index naming them) are data, with no side effect
        // on import: a build that imports one namespace by name (`import { sports } from
        // '@site/shared/messages'`) drops the others' modules, not only their exports.
        // Without this mf-sportsbook's /home section loaded the validation messages' chunk.
        {
          test: /[\\/]shared[\\/](i18n[\\/]zh-CN[\\/][\w-]+|contract[\\/](validation-messages|money|fen))\.ts$/,
          sideEffects: false,
        },
        // zod's JSON Schema output as throwing stubs: no page writes JSON Schema, yet zod's
        // classic schemas import it (zod-json-schema-stub.cjs says why; the server keeps it).
        {
          test: /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/,
          loader: require.resolve('./zod-json-schema-stub.cjs'),
        },
        // zh-TW twins of the zh-CN namespaces, derived here in Node (opencc-js never ships).
        {
          test: require('../i18n/zh-TW/twin-source.cjs').NAMESPACE_FILE,
          enforce: 'pre',
          loader: require.resolve('../i18n/zh-TW/webpack-loader.cjs'),
        },
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.(png|jpe?g|svg|webp|gif)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
      ],
    },
    plugins: [
      ...(production ? [new PrecompressPlugin()] : []),
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version ?? pkg.version),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The contract's message table is imported by path by several shared modules; below
          // splitChunks' minimum size, each async chunk got its own copy (three byte-identical
          // host chunks on /home, issue 31). One chunk for it. Formatting money needs none of
          // it: fen.ts is plain code (mf-sportsbook's /home section loaded these messages and
          // zod's money schema through money.ts, 2.2 KB gzip it never showed).
          contractMessages: {
            // `resource` keeps the query: the `?zh-tw` twin stays in the zh-TW chunk.
            test: (module) =>
              /[\\/]shared[\\/]contract[\\/]validation-messages\.ts$/.test(module.resource ?? ''),
            name: 'contract-messages',
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          // The shared package's own concerns that other shared modules import by path (the API
          // client imports `../session`, `../events`, `../routes`): one chunk each, not a copy in
          // every shared module's chunk that needs them (below splitChunks' minimum size,
          // @site/shared/api's chunk carried its own copy of session, events and routes beside
          // theirs: 4 KB gzip on /home). One module id either way: no second state.
          sharedConcern: {
            test: (module) => SHARED_CONCERN.test(module.resource ?? ''),
            name: (module) => `shared-${SHARED_CONCERN.exec(module.resource ?? '')?.[1] ?? 'concern'}`,
            chunks: 'async',
            enforce: true,
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** A file of one of the shared package's stateful concerns (its folder is the chunk's name). */
const SHARED_CONCERN = /[\\/]shared[\\/](session|events|routes|theme)[\\/][^?]*$/;

/**
 * Writes `x.br` (brotli, best) and `x.gz` (gzip -9) beside every script, stylesheet, page
 * and JSON file over 1 KB of a production build, once, so the server sends compressed
 * bytes without compressing per request (server/src/static/files.ts picks the best the
 * browser accepts). Runs after emit and before the release record, which lists them too.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const out = compiler.options.output.path;
      for (const name of Object.keys(compilation.assets)) {
        if (!/\.(js|mjs|css|html|json|svg)$/.test(name)) continue;
        const file = path.join(out, name);
        if (!fs.existsSync(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    });
  }
}

/** A remote: exposes `./src/expose/*`, builds into dist/<version>/. */
function remoteConfig(dir, { exposes }, argv = {}) {
  const mode = argv.mode || 'production';
  const pkg = readPkg(dir);
  const version = remoteVersion(pkg);
  const config = baseConfig({
    dir,
    mode,
    entry: { main: './src/index.ts' },
    outputPath: path.join(dir, 'dist', version),
    publicPath: 'auto',
    version,
  });
  const shared = sharedModules(pkg);
  config.plugins.push(
    new ModuleFederationPlugin({
      name: pkg.federation.name,
      filename: 'remoteEntry.js',
      exposes,
      shared,
      manifest: true,
      dts: false,
      // The host provides the federation runtime (provideExternalRuntime): each
      // remoteEntry.js drops its own copy (~26 KB gzip each, PITFALLS.md) and reads
      // `self._FEDERATION_RUNTIME_CORE` when it runs. A page with no host loads the remote's
      // federation-runtime.js first (withRuntimeScript: mf-chat on the standalone demo game
      // pages). The standalone development mount keeps its own runtime; so does a remote
      // with "federation": { "externalRuntime": false } in its package.json.
      ...(mode === 'production' && pkg.federation.externalRuntime !== false
        ? { experiments: { externalRuntime: true, optimization: { target: 'web' } } }
        : {}),
    }),
    new ReleaseRecordPlugin(
      pkg,
      version,
      Object.fromEntries(Object.entries(shared).map(([name, s]) => [name, s.requiredVersion])),
    ),
    new HtmlWebpackPlugin({
      title: pkg.federation.name,
      chunks: ['main'],
      templateContent: standaloneTemplate,
    }),
  );
  config.devServer = devServer(pkg);
  return config;
}

/**
 * A remote also mounted on pages with no host (issue 31): builds `federation-runtime.js`
 * (federation-runtime.mjs: runtime-core, which the remote's external-runtime remoteEntry.js
 * reads from `self._FEDERATION_RUNTIME_CORE`) into the remote's version folder, before the
 * remote, so that its release.json lists it. Such a page loads it before remoteEntry.js; the
 * site's host never does (its provideExternalRuntime sets the same global). Development
 * builds keep the runtime in remoteEntry.js and get no script.
 */
function withRuntimeScript(remote, argv = {}) {
  if ((argv.mode || 'production') !== 'production') return remote;
  const aliases = federationRuntimeAliases();
  const corePackage = path.join(aliases['@module-federation/runtime-core$'], '../../package.json');
  const { version } = JSON.parse(fs.readFileSync(corePackage, 'utf8'));
  const name = 'federation-runtime';
  const script = {
    name,
    mode: 'production',
    context: remote.context,
    entry: { [name]: path.join(__dirname, 'federation-runtime.mjs') },
    devtool: 'source-map',
    target: 'web',
    output: {
      path: remote.output.path,
      filename: '[name].js',
      uniqueName: `${remote.output.uniqueName}_runtime`,
      clean: true,
    },
    resolve: { alias: aliases },
    plugins: [new PrecompressPlugin(), new webpack.DefinePlugin({ __MF_VERSION__: JSON.stringify(version) })],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
  return [
    script,
    {
      ...remote,
      dependencies: [name],
      output: { ...remote.output, clean: { keep: (file) => file.startsWith(`${name}.js`) } },
    },
  ];
}

/**
 * A remote whose sections the server renders (issue 31: /home's sections arrive in its HTML
 * with their data, before any script): also builds `src/ssr.tsx` (which exports
 * `renderSections` and `api`, shared/ssr) for Node into `ssr/sections.js` of the same version
 * folder, before the browser build, so that release.json lists it and a brand's pin selects
 * it with the rest of the version. One self-contained CommonJS file: its own React, router,
 * styled-components and query cache, nothing shared with the server or other remotes. It
 * is never sent to a browser (server/src/static/static.ts). Development builds skip it.
 */
function withSectionRenderer(remote, argv = {}) {
  if ((argv.mode || 'production') !== 'production') return remote;
  const name = 'ssr';
  const folder = path.basename(remote.context);
  const version = path.basename(remote.output.path);
  const renderer = {
    name,
    mode: 'production',
    context: remote.context,
    entry: { sections: './src/ssr.tsx' },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(remote.output.path, name),
      filename: '[name].js',
      chunkFilename: '[name].js',
      // Pictures a section imports point at the browser build's copies of the same version.
      publicPath: `/remotes/${folder}/${version}/`,
      library: { type: 'commonjs2' },
      clean: true,
    },
    cache: { ...remote.cache, name: `${remote.output.uniqueName}-ssr` },
    resolve: remote.resolve,
    module: {
      ...remote.module,
      rules: remote.module.rules.map((rule) =>
        rule.type === 'asset' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
      // One file: the zh-TW twins and any lazy module come with it (no chunk loading at run time).
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Read by a server, never downloaded: readable stack traces beat a smaller file.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
  const keep = remote.output.clean?.keep;
  return [
    renderer,
    {
      ...remote,
      dependencies: [...(remote.dependencies ?? []), name],
      output: {
        ...remote.output,
        clean: { keep: (file) => file.startsWith(`${name}/`) || (typeof keep === 'function' && keep(file)) },
      },
    },
  ];
}

/** The host: no remotes baked in; they come from the brand manifest at run time. */
function hostConfig(dir, argv = {}) {
  const mode = argv.mode || 'production';
  const pkg = readPkg(dir);
  const config = baseConfig({
    dir,
    mode,
    entry: { main: './src/index.ts' },
    outputPath: path.join(dir, 'dist'),
    publicPath: '/',
  });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: pkg.federation.name,
      remotes: {},
      shared: sharedModules(pkg),
      shareStrategy: 'loaded-first',
      dts: false,
      // `target: 'web'`: the runtime drops its Node script loader (this host only runs in a
      // browser; the server renders sections with the remotes' Node builds, withSectionRenderer).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), chunks: ['main'] }),
  );
  config.devServer = {
    ...devServer(pkg),
    historyApiFallback: true,
    proxy: [
      {
        context: ['/site', '/fd', '/game', '/act', '/stream', '/brands', '/remotes', '/dev', '/ws'],
        target: 'http://127.0.0.1:8080',
        ws: true,
      },
    ],
  };
  return config;
}

function devServer(pkg) {
  return {
    port: pkg.federation.devPort,
    hot: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [
      {
        context: [
          '/site',
          '/fd',
          '/game',
          '/act',
          '/stream',
          '/dev',
          '/brands',
          '/remotes',
          '/assets',
          '/ws',
        ],
        target: 'http://127.0.0.1:8080',
        ws: true,
      },
    ],
  };
}

const standaloneTemplate = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>standalone</title></head><body><div id="root"></div></body></html>`;

module.exports = {
  remoteConfig,
  withRuntimeScript,
  withSectionRenderer,
  hostConfig,
  sharedModules,
  contractVersion,
};

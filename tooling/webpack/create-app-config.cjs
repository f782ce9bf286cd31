// The webpack + Module Federation set-up every front-end app builds with (shell host and the
// catalog, cart and account remotes). One factory keeps the federation rules of the architecture
// in one place: the same singletons, the same output naming, the same caching contract.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { compileHintBanner } = require('./compile-hint.cjs');
const { federationAliases, federationPlugins, federationRuntimeReplacements } = require('./federation-plugin.cjs');
const { AXIOS_FETCH_ADAPTER, SINGLETONS, axiosFetchAdapterStand, sharedSingletons, surfaceAliases } = require('./shared-singletons.cjs');
const { HashedFilesPlugin } = require('./hashed-files-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { scriptMinimizer } = require('./script-minimizer.cjs');
const { PrivateSourceMapsPlugin, sourceMapsDirFor } = require('./private-source-maps-plugin.cjs');
const { StartUpPreloadPlugin } = require('./start-up-preload-plugin.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { SsrManifestPlugin } = require('./ssr-manifest-plugin.cjs');
const { DeclaredRoutesPlugin } = require('../routes/declared-routes.cjs');
const { SERVER_DIR, browserOutputPath } = require('./output-path.cjs');


/**
 * The tab icon, written into the page as a data URI: a file of its own would be one more request
 * on the page's first round trips (Lighthouse's simulated slow 4G put it before the largest paint,
 * 150 ms later on every page), for under a kilobyte. A PNG, drawn from favicon.svg at 32 px (a
 * 16 px tab on a screen of up to twice the density): the browser decodes a page's icon on the
 * page's own main thread, and an SVG icon is a whole SVG document to build there, 2–13 ms while the
 * page starts on this machine's CPU, a PNG of this size well under one.
 * `cd tooling && npm run draw-favicon` draws it again after a change of the SVG.
 */
function iconDataUri() {
  const png = fs.readFileSync(path.join(__dirname, 'favicon-32.png'));
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * The npm packages among the shared singletons, scheduler, which react-dom brings along, and
 * react-router, whose build the react-router-dom surface re-exports. The shop's own shared library
 * is left to its own chunk: it changes with most deploys.
 */
const LIBRARY_PACKAGES = [
  ...new Set(SINGLETONS.filter((name) => !name.startsWith('@shop/')).map((name) => name.replace(/\/$/, ''))),
  'scheduler',
  'react-router',
];
/** The host's copies of those libraries (react-router-dom through its surface file in shared-entries). */
const START_UP_LIBRARY = new RegExp(`[\\\\/]node_modules[\\\\/](${LIBRARY_PACKAGES.join('|')})[\\\\/]|[\\\\/]shared-entries[\\\\/]`);

/**
 * The host's start-up libraries in one chunk. Module Federation gives every shared library a
 * chunk of its own, and the shell's start loaded nine: each a request, a script element and a
 * task of its own, all on the page's critical path. They are loaded together anyway (every page
 * needs all of them) and change only with an upgrade, so one file costs nothing in caching.
 */
const startUpLibraries = {
  test: (module) => START_UP_LIBRARY.test(module.resource ?? ''),
  name: 'libraries',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

/**
 * @param {object} app
 * @param {string} app.name          federation name and CSS prefix: shell | catalog | cart | account
 * @param {string} app.dir           the app's folder (__dirname of its webpack.config.cjs)
 * @param {number} app.devPort       port of the app's own dev server
 * @param {Record<string,string>} [app.exposes]  a remote's public surface
 * @param {string[]} [app.runtimePlugins]  the host's federation runtime plugins (files)
 * @param {string} [app.firstPaintHtml]  a file of markup the page shows inside #root until the app renders
 */
function createAppConfig(app) {
  const isHost = !app.exposes;
  const packageJson = require(path.join(app.dir, 'package.json'));
  const uniqueName = `shop_${app.name}`;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const shared = sharedSingletons(packageJson, app.dir, { checkVersions: !production });
    // Production CSS goes to .css files, loaded beside the chunk that needs it: the browser parses
    // it without running script first, and it is not paid for as JavaScript.
    const cssLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
    const outputPath = browserOutputPath(app.dir);
    return {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // Production maps are for error reporting, not for the public: no comment in the files
      // names them, and they are written outside the served folder (private-source-maps-plugin.cjs).
      // No eval in development either: the shop's Content-Security-Policy never allows it.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: 'auto',
        uniqueName,
        // Entry files keep a plain name (the federation runtime rejects a content hash there) and
        // are served no-cache; every other chunk is content-hashed and cached immutably.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // The service worker and the server build (dist/server) are built by compilers of their own
        // into the same folder.
        clean: { keep: /^(sw\.js$|server[\\/])/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...surfaceAliases(app.dir), ...federationAliases(isHost) } },
      module: {
        rules: [
          typescriptRule(app.dir, production, 'es2020'),
          {
            test: /\.module\.css$/,
            use: [
              cssLoader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  // Team-prefixed class names: no remote can restyle another's markup by accident.
                  modules: { localIdentName: `${app.name}__[local]__[hash:base64:5]`, namedExport: false },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [cssLoader, require.resolve('css-loader')],
          },
          { test: /\.(woff2?|svg|png)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, axiosFetchAdapterStand),
        ...(production ? federationRuntimeReplacements() : []),
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // A label each build carries on its root element, so a deploy can be seen in the page.
          'process.env.SHOP_RELEASE': JSON.stringify(process.env.SHOP_RELEASE ?? packageJson.version),
        }),
        ...federationPlugins({ name: app.name, uniqueName, shared, exposes: app.exposes, runtimePlugins: app.runtimePlugins, production }),
        ...(isHost ? [] : [new SsrManifestPlugin({ serverDir: SERVER_DIR })]),
        // A remote that declares routes (exposes './routes') publishes them beside its manifest for the server.
        ...(app.exposes?.['./routes'] ? [new DeclaredRoutesPlugin({ appDir: app.dir })] : []),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash].css', chunkFilename: '[name].[contenthash].css' })] : []),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Sikkerhetsgrossisten',
          // Remotes get a page too, for running them alone in development.
          filename: 'index.html',
          // The page is served for deep paths (/min-side/logg-inn): its scripts load from the root.
          publicPath: '/',
          chunks: ['main'],
          icon: iconDataUri(),
        }),
        ...(isHost && production ? [new StartUpPreloadPlugin()] : []),
        // The list of hashed files the shell's service worker may keep (hashed-files-plugin.cjs).
        new HashedFilesPlugin(),
        ...(production ? [compileHintBanner(), new PrivateSourceMapsPlugin({ mapsDir: sourceMapsDirFor(outputPath) }), new PrecompressPlugin()] : []),
      ],
      optimization: {
        // A remote's chunks must not collide with the host's: keep webpack's runtime per app.
        runtimeChunk: false,
        // '...' keeps webpack's own minifier for the page's HTML; scripts go to swc instead of its
        // terser (script-minimizer.cjs). Stylesheets are minified too (they were sent with their
        // comments and indentation: a fifth of a page's first bytes).
        minimizeOptions: { javascript: false },
        minimizer: ['...', scriptMinimizer(), new CssMinimizerPlugin()],
        ...(isHost ? { splitChunks: { cacheGroups: { startUpLibraries } } } : {}),
      },
      performance: { hints: false },
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/remotes.json', '/remotes'],
            target: process.env.SHOP_API_URL ?? 'http://localhost:8080',
          },
        ],
      },
    };
  };
}

module.exports = { createAppConfig };

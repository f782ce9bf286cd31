// The Node build of one front-end app, for rendering its pages on the server. Every app builds
// twice: for the browser (create-app-config.cjs) and for Node, into dist/server/ beside the browser
// files, so a release of a remote carries both and the server renders with the same code the
// browser hydrates with. The federation runtime for Node (@module-federation/node's runtime
// plugin) loads a remote's server container from a file or over HTTP.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { SERVER_DIR, browserOutputPath } = require('./output-path.cjs');
const { typescriptRule } = require('./typescript-rule.cjs');
const { AXIOS_FETCH_ADAPTER, axiosFetchAdapterStand, sharedSingletons } = require('./shared-singletons.cjs');

const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');


/**
 * Libraries that hold React's state: the host's copies are the only ones a render may use, so a
 * remote's server container brings none (`import: false`) and fails loudly rather than rendering
 * with a second React.
 */
const HOST_OWNED = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router-dom', 'react-i18next'];

/**
 * @param {object} app  the same description the browser build takes (create-app-config.cjs)
 * @param {string} [app.serverEntry]  the host's render module (the shell's src/server/render-page.tsx)
 */
function createServerConfig(app) {
  const isHost = !app.exposes;
  const packageJson = require(path.join(app.dir, 'package.json'));
  const uniqueName = `shop_${app.name}_server`;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const singletons = sharedSingletons(packageJson, app.dir, { checkVersions: false });
    const shared = Object.fromEntries(
      Object.entries(singletons).map(([name, { import: _surfaceFile, ...config }]) => {
        // Bytes do not count on the server: a library shared through a list of its exports in the
        // browser (shared-entries) is shared whole here, server renderer included.
        if (!isHost && HOST_OWNED.includes(name)) return [name, { ...config, import: false }];
        return [name, config];
      }),
    );
    return {
      name: `${app.name}-server`,
      mode: production ? 'production' : 'development',
      target: 'async-node',
      context: app.dir,
      entry: isHost ? { 'render-page': app.serverEntry } : {},
      devtool: false,
      output: {
        path: path.join(browserOutputPath(app.dir), SERVER_DIR),
        // Where the browser build is served from: asset addresses rendered on the server are the browser's.
        publicPath: 'auto',
        uniqueName,
        library: { type: 'commonjs-module' },
        filename: '[name].js',
        chunkFilename: '[name].[contenthash].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          typescriptRule(app.dir, production, 'es2022'),
          {
            // The class names only, named as in the browser build (same file, same rule): the
            // styles themselves come with the browser build's .css files.
            test: /\.module\.css$/,
            use: {
              loader: require.resolve('css-loader'),
              options: { modules: { localIdentName: `${app.name}__[local]__[hash:base64:5]`, namedExport: false, exportOnlyLocals: true } },
            },
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('null-loader') },
          // The same file names as the browser build's, not written again.
          { test: /\.(woff2?|svg|png)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash][ext]', emit: false } },
        ],
      },
      plugins: [
        new NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, axiosFetchAdapterStand),
        new DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          'process.env.SHOP_RELEASE': JSON.stringify(process.env.SHOP_RELEASE ?? packageJson.version),
        }),
        new ModuleFederationPlugin({
          name: isHost ? uniqueName : app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: app.exposes }),
          library: { type: 'commonjs-module', ...(isHost ? {} : { name: app.name }) },
          remoteType: 'script',
          shared,
          shareStrategy: 'loaded-first',
          manifest: !isHost,
          dts: false,
          runtimePlugins: [NODE_RUNTIME_PLUGIN],
          experiments: { asyncStartup: true },
        }),
      ],
      optimization: { minimize: false, splitChunks: { chunks: 'async' } },
      performance: { hints: false },
    };
  };
}

module.exports = { createServerConfig };

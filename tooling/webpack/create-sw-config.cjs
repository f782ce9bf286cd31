// Builds the shell's service worker (src/sw/sw.ts) as a plain script at the root of dist/ (/sw.js):
// no federation runtime, no hash in its name, because the browser looks it up by a fixed URL.
const path = require('node:path');
const { browserOutputPath } = require('./output-path.cjs');
const { scriptMinimizer } = require('./script-minimizer.cjs');

function createServiceWorkerConfig(app) {
  return (_env, argv) => ({
    name: 'service-worker',
    mode: argv.mode === 'development' ? 'development' : 'production',
    context: app.dir,
    target: 'webworker',
    entry: { sw: './src/sw/sw.ts' },
    devtool: false,
    output: {
      path: browserOutputPath(app.dir),
      filename: '[name].js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    optimization: { minimizer: [scriptMinimizer()] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          include: path.join(app.dir, 'src'),
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
  });
}

module.exports = { createServiceWorkerConfig };

const path = require('node:path');
const { createAppConfig } = require('@shop/tooling/webpack');
const { createServiceWorkerConfig } = require('@shop/tooling/webpack-sw');

module.exports = [
  createAppConfig({
    name: 'shell',
    dir: __dirname,
    devPort: 3000,
    runtimePlugins: [path.join(__dirname, 'src/federation/remote-failure-plugin.ts')],
  }),
  createServiceWorkerConfig({ dir: __dirname }),
];

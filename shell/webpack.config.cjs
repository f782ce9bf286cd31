const path = require('node:path');
const { createAppConfig } = require('@shop/tooling/webpack');
const { createServiceWorkerConfig } = require('@shop/tooling/webpack-sw');
const { createServerConfig } = require('@shop/tooling/webpack-server');

module.exports = [
  createAppConfig({
    name: 'shell',
    dir: __dirname,
    devPort: 3000,
    // The shell's federation runtime plugins: failures and timeouts of remotes, a remote's
    // start-up split into tasks, and code fetched for later pages as prefetch hints (src/federation).
    runtimePlugins: [
      path.join(__dirname, 'src', 'federation', 'remote-failure-plugin.ts'),
      path.join(__dirname, 'src', 'federation', 'start-up-steps-plugin.ts'),
      path.join(__dirname, 'src', 'federation', 'prefetch-hints-plugin.ts'),
    ],
  }),
  createServiceWorkerConfig({ dir: __dirname }),
  // The Node build the server renders pages with (dist/server/render-page.js).
  createServerConfig({ name: 'shell', dir: __dirname, devPort: 3000, serverEntry: './src/server/server-entry.ts' }),
];

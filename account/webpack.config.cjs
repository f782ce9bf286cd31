const { createAppConfig } = require('@shop/tooling/webpack');
const { createServerConfig } = require('@shop/tooling/webpack-server');

const account = {
  name: 'account',
  dir: __dirname,
  devPort: 3003,
  exposes: {
    // The team's pages, declared with its release (the kernel's RemoteRoutes): routes.json beside the manifest too.
    './routes': './src/routes.ts', './Pages': './src/pages/pages.tsx' },
};

// The browser build, and the Node build the server renders with (dist/server).
module.exports = [createAppConfig(account), createServerConfig(account)];

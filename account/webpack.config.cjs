const { createAppConfig } = require('@shop/tooling/webpack');
const { createServerConfig } = require('@shop/tooling/webpack-server');

const account = {
  name: 'account',
  dir: __dirname,
  devPort: 3003,
  exposes: { './Pages': './src/pages/pages.tsx' },
};

// The browser build, and the Node build the server renders with (dist/server).
module.exports = [createAppConfig(account), createServerConfig(account)];

const { createAppConfig } = require('@shop/tooling/webpack');
const { createServerConfig } = require('@shop/tooling/webpack-server');

// The staff back-office: the distributor's own people, at /intern and /en/staff.
const backoffice = {
  name: 'backoffice',
  dir: __dirname,
  devPort: 3005,
  exposes: { './Pages': './src/pages/pages.tsx' },
};

// The browser build, and the Node build the server renders with (dist/server).
module.exports = [createAppConfig(backoffice), createServerConfig(backoffice)];

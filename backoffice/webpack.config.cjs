const { createAppConfig } = require('@shop/tooling/webpack');
const { createServerConfig } = require('@shop/tooling/webpack-server');

// The staff back-office: the distributor's own people, at /intern and /en/staff.
const backoffice = {
  name: 'backoffice',
  dir: __dirname,
  devPort: 3005,
  exposes: {
    // The team's pages, declared with its release (the kernel's RemoteRoutes): routes.json beside the manifest too.
    './routes': './src/routes.ts',
    './Pages': './src/pages/pages.tsx',
    // The server loads ./PageData (the staff member a page is rendered for); browsers never do.
    './PageData': './src/pages/page-data.ts',
  },
};

// The browser build, and the Node build the server renders with (dist/server).
module.exports = [createAppConfig(backoffice), createServerConfig(backoffice)];

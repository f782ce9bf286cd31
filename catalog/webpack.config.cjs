const { createAppConfig } = require('@shop/tooling/webpack');
const { createServerConfig } = require('@shop/tooling/webpack-server');

const catalog = {
  name: 'catalog',
  dir: __dirname,
  devPort: 3001,
  // The catalogue team's public surface (typed in @shop/shared's remote contract).
  exposes: {
    // The team's pages, declared with its release (the kernel's RemoteRoutes): routes.json beside the manifest too.
    './routes': './src/routes.ts',
    './Pages': './src/pages/pages.tsx',
    './FilterPanel': './src/features/filter-tree/filter-panel.tsx',
    // Spec §4 app start: the shell calls it once the user check has answered.
    './AppStart': './src/app-start.ts',
    // The data a page is rendered with on the server: loaded by the server only.
    './PageData': './src/pages/page-data.ts',
  },
};

// The browser build, and the Node build the server renders with (dist/server).
module.exports = [createAppConfig(catalog), createServerConfig(catalog)];

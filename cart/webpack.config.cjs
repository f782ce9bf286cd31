const { createAppConfig } = require('@shop/tooling/webpack');
const { createServerConfig } = require('@shop/tooling/webpack-server');

const cart = {
  name: 'cart',
  dir: __dirname,
  devPort: 3002,
  exposes: {
    // The team's pages, declared with its release (the kernel's RemoteRoutes): routes.json beside the manifest too.
    './routes': './src/routes.ts',
    './Pages': './src/pages/pages.tsx',
    './AddToCart': './src/features/add-to-cart/add-to-cart.tsx',
    './ReorderButton': './src/features/reorder/reorder-button.tsx',
  },
};

// The browser build, and the Node build the server renders with (dist/server).
module.exports = [createAppConfig(cart), createServerConfig(cart)];

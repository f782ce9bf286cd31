const { createAppConfig } = require('@shop/tooling/webpack');

module.exports = createAppConfig({
  name: 'cart',
  dir: __dirname,
  devPort: 3002,
  exposes: {
    './Pages': './src/pages/pages.tsx',
    './AddToCart': './src/features/add-to-cart/add-to-cart.tsx',
    './ReorderButton': './src/features/reorder/reorder-button.tsx',
  },
});

const { createAppConfig } = require('@shop/tooling/webpack');

module.exports = createAppConfig({
  name: 'cart',
  dir: __dirname,
  devPort: 3002,
  exposes: { './CartPage': './src/pages/cart-page.tsx' },
});

const { createAppConfig } = require('@shop/tooling/webpack');

module.exports = createAppConfig({
  name: 'account',
  dir: __dirname,
  devPort: 3003,
  exposes: { './Pages': './src/pages/pages.tsx' },
});

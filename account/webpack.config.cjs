const { createAppConfig } = require('@shop/tooling/webpack');

module.exports = createAppConfig({
  name: 'account',
  dir: __dirname,
  devPort: 3003,
  exposes: { './LoginPage': './src/pages/login-page.tsx' },
});

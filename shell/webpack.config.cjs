const { createAppConfig } = require('@shop/tooling/webpack');
const { createServiceWorkerConfig } = require('@shop/tooling/webpack-sw');

module.exports = [createAppConfig({ name: 'shell', dir: __dirname, devPort: 3000 }), createServiceWorkerConfig({ dir: __dirname })];

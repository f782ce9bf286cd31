const path = require('node:path');
const { createAppConfig } = require('@shop/tooling/webpack');

module.exports = createAppConfig({
  name: 'shell',
  dir: __dirname,
  devPort: 3000,
  runtimePlugins: [path.join(__dirname, 'src/federation/remote-failure-plugin.ts')],
});

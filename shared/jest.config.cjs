const { createJestConfig } = require('@shop/tooling/jest');

module.exports = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });

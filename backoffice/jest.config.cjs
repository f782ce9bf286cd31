const { createJestConfig } = require('@shop/tooling/jest');

const config = createJestConfig({ rootDir: __dirname, environment: 'jsdom' });

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/test-support/backoffice-test-setup.ts'],
};
